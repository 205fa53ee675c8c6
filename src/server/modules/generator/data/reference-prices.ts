import type { ItemType } from "./item-types.ts";

/**
 * Reference figures for the pricing engine (docs/decisions/011-pricing-method.md says where they come from).
 * All prices are Indian launch / typical retail prices in rupees, rounded; the engine depreciates them.
 */
export interface TypeReference {
  /** A typical new price for an unbranded or unknown-model item of this type. */
  typicalNew: number;
  /** Value lost in the first year, as a fraction of the new price. */
  firstYearDrop: number;
  /** Value lost each later year, as a fraction of the remaining value. */
  yearlyDrop: number;
  /** Never below this fraction of the new price (scrap, parts, collector value). */
  floor: number;
  /** Age assumed when neither the seller nor the lexicon gives a year. */
  assumedAgeYears: number;
  /** Expected use per year for vehicles; more wears the price down. */
  kmPerYear?: number;
}

export const TYPE_REFERENCE: Record<ItemType, TypeReference> = {
  phone: { typicalNew: 20000, firstYearDrop: 0.3, yearlyDrop: 0.2, floor: 0.08, assumedAgeYears: 2 },
  laptop: { typicalNew: 55000, firstYearDrop: 0.25, yearlyDrop: 0.18, floor: 0.1, assumedAgeYears: 3 },
  tablet: { typicalNew: 25000, firstYearDrop: 0.28, yearlyDrop: 0.18, floor: 0.1, assumedAgeYears: 2 },
  camera: { typicalNew: 45000, firstYearDrop: 0.2, yearlyDrop: 0.12, floor: 0.15, assumedAgeYears: 3 },
  tv: { typicalNew: 40000, firstYearDrop: 0.3, yearlyDrop: 0.15, floor: 0.1, assumedAgeYears: 3 },
  audio: { typicalNew: 4000, firstYearDrop: 0.35, yearlyDrop: 0.2, floor: 0.1, assumedAgeYears: 2 },
  appliance: { typicalNew: 18000, firstYearDrop: 0.25, yearlyDrop: 0.12, floor: 0.1, assumedAgeYears: 4 },
  "computer-accessory": { typicalNew: 2500, firstYearDrop: 0.3, yearlyDrop: 0.2, floor: 0.1, assumedAgeYears: 2 },
  "gaming-console": { typicalNew: 45000, firstYearDrop: 0.2, yearlyDrop: 0.15, floor: 0.2, assumedAgeYears: 2 },
  bike: { typicalNew: 110000, firstYearDrop: 0.15, yearlyDrop: 0.1, floor: 0.15, assumedAgeYears: 4, kmPerYear: 8000 },
  scooter: { typicalNew: 85000, firstYearDrop: 0.15, yearlyDrop: 0.11, floor: 0.15, assumedAgeYears: 4, kmPerYear: 7000 },
  car: { typicalNew: 800000, firstYearDrop: 0.15, yearlyDrop: 0.1, floor: 0.15, assumedAgeYears: 5, kmPerYear: 12000 },
  bicycle: { typicalNew: 9000, firstYearDrop: 0.25, yearlyDrop: 0.12, floor: 0.15, assumedAgeYears: 3 },
  furniture: { typicalNew: 12000, firstYearDrop: 0.35, yearlyDrop: 0.1, floor: 0.15, assumedAgeYears: 4 },
  kitchenware: { typicalNew: 800, firstYearDrop: 0.4, yearlyDrop: 0.1, floor: 0.2, assumedAgeYears: 2 },
  decor: { typicalNew: 1500, firstYearDrop: 0.35, yearlyDrop: 0.08, floor: 0.2, assumedAgeYears: 3 },
  plant: { typicalNew: 400, firstYearDrop: 0.2, yearlyDrop: 0, floor: 0.5, assumedAgeYears: 1 },
  clothing: { typicalNew: 1800, firstYearDrop: 0.5, yearlyDrop: 0.15, floor: 0.1, assumedAgeYears: 1 },
  shoes: { typicalNew: 3500, firstYearDrop: 0.45, yearlyDrop: 0.2, floor: 0.1, assumedAgeYears: 1 },
  bag: { typicalNew: 2500, firstYearDrop: 0.4, yearlyDrop: 0.15, floor: 0.1, assumedAgeYears: 2 },
  watch: { typicalNew: 6000, firstYearDrop: 0.35, yearlyDrop: 0.1, floor: 0.15, assumedAgeYears: 2 },
  jewellery: { typicalNew: 15000, firstYearDrop: 0.2, yearlyDrop: 0.02, floor: 0.6, assumedAgeYears: 3 },
  sports: { typicalNew: 3000, firstYearDrop: 0.35, yearlyDrop: 0.15, floor: 0.1, assumedAgeYears: 2 },
  musical: { typicalNew: 12000, firstYearDrop: 0.25, yearlyDrop: 0.08, floor: 0.25, assumedAgeYears: 3 },
  book: { typicalNew: 450, firstYearDrop: 0.45, yearlyDrop: 0.05, floor: 0.2, assumedAgeYears: 2 },
  toy: { typicalNew: 1500, firstYearDrop: 0.4, yearlyDrop: 0.15, floor: 0.15, assumedAgeYears: 2 },
  other: { typicalNew: 2000, firstYearDrop: 0.4, yearlyDrop: 0.15, floor: 0.1, assumedAgeYears: 2 },
};

/** Launch price in India and launch year for common models, keyed "brand|model" in lower case. */
export const MODEL_REFERENCE: Record<string, { newPrice: number; year: number }> = {
  "samsung|galaxy s24 ultra": { newPrice: 129999, year: 2024 },
  "samsung|galaxy s24": { newPrice: 79999, year: 2024 },
  "samsung|galaxy s23 ultra": { newPrice: 124999, year: 2023 },
  "samsung|galaxy s23": { newPrice: 74999, year: 2023 },
  "samsung|galaxy s22": { newPrice: 72999, year: 2022 },
  "samsung|galaxy s21 fe": { newPrice: 54999, year: 2022 },
  "samsung|galaxy s21 ultra": { newPrice: 105999, year: 2021 },
  "samsung|galaxy s21": { newPrice: 69999, year: 2021 },
  "samsung|galaxy s20": { newPrice: 66999, year: 2020 },
  "samsung|galaxy a54": { newPrice: 38999, year: 2023 },
  "samsung|galaxy a34": { newPrice: 30999, year: 2023 },
  "samsung|galaxy a14": { newPrice: 13999, year: 2023 },
  "samsung|galaxy m34": { newPrice: 16999, year: 2023 },
  "samsung|galaxy z fold 5": { newPrice: 154999, year: 2023 },
  "samsung|galaxy z flip 5": { newPrice: 99999, year: 2023 },
  "apple|iphone 15 pro max": { newPrice: 159900, year: 2023 },
  "apple|iphone 15 pro": { newPrice: 134900, year: 2023 },
  "apple|iphone 15": { newPrice: 79900, year: 2023 },
  "apple|iphone 14 pro": { newPrice: 129900, year: 2022 },
  "apple|iphone 14": { newPrice: 79900, year: 2022 },
  "apple|iphone 13": { newPrice: 79900, year: 2021 },
  "apple|iphone 12": { newPrice: 79900, year: 2020 },
  "apple|iphone 11": { newPrice: 64900, year: 2019 },
  "apple|macbook air m1": { newPrice: 92900, year: 2020 },
  "apple|macbook air m2": { newPrice: 114900, year: 2022 },
  "apple|macbook pro m1": { newPrice: 122900, year: 2020 },
  "apple|ipad air": { newPrice: 59900, year: 2022 },
  "apple|airpods pro": { newPrice: 24900, year: 2022 },
  "oneplus|oneplus 11": { newPrice: 56999, year: 2023 },
  "oneplus|oneplus 9 pro": { newPrice: 64999, year: 2021 },
  "oneplus|oneplus nord ce 3": { newPrice: 26999, year: 2023 },
  "redmi|redmi note 13 pro": { newPrice: 25999, year: 2024 },
  "redmi|redmi note 12": { newPrice: 17999, year: 2023 },
  "google|pixel 7a": { newPrice: 43999, year: 2023 },
  "google|pixel 8": { newPrice: 75999, year: 2023 },
  "dell|xps 13": { newPrice: 119990, year: 2022 },
  "dell|inspiron 15": { newPrice: 55990, year: 2022 },
  "hp|pavilion 15": { newPrice: 65000, year: 2022 },
  "lenovo|thinkpad e14": { newPrice: 60000, year: 2022 },
  "lenovo|ideapad slim 3": { newPrice: 45000, year: 2022 },
  "canon|eos 1500d": { newPrice: 36995, year: 2018 },
  "canon|eos 200d": { newPrice: 56995, year: 2019 },
  "nikon|d5600": { newPrice: 52950, year: 2017 },
  "sony|playstation 5": { newPrice: 54990, year: 2020 },
  "sony|ps5": { newPrice: 54990, year: 2020 },
  "sony|wh-1000xm4": { newPrice: 29990, year: 2020 },
  "sony|wh-1000xm5": { newPrice: 34990, year: 2022 },
  "sony|kd-55x85j": { newPrice: 99900, year: 2021 },
  "royal enfield|classic 350": { newPrice: 193000, year: 2021 },
  "royal enfield|bullet 350": { newPrice: 174000, year: 2023 },
  "royal enfield|hunter 350": { newPrice: 150000, year: 2022 },
  "royal enfield|himalayan": { newPrice: 215000, year: 2021 },
  "bajaj|pulsar 150": { newPrice: 115000, year: 2022 },
  "bajaj|pulsar ns200": { newPrice: 142000, year: 2022 },
  "hero|splendor plus": { newPrice: 75000, year: 2022 },
  "honda|activa 6g": { newPrice: 78000, year: 2022 },
  "honda|shine": { newPrice: 82000, year: 2022 },
  "tvs|apache rtr 160": { newPrice: 120000, year: 2022 },
  "tvs|jupiter": { newPrice: 76000, year: 2022 },
  "yamaha|r15 v4": { newPrice: 182000, year: 2022 },
  "yamaha|fz-s": { newPrice: 120000, year: 2022 },
  "ktm|duke 200": { newPrice: 197000, year: 2022 },
  "ktm|duke 390": { newPrice: 297000, year: 2022 },
  "maruti suzuki|swift": { newPrice: 650000, year: 2021 },
  "maruti suzuki|baleno": { newPrice: 750000, year: 2022 },
  "maruti suzuki|wagon r": { newPrice: 560000, year: 2021 },
  "hyundai|creta": { newPrice: 1300000, year: 2021 },
  "hyundai|i20": { newPrice: 850000, year: 2021 },
  "tata|nexon": { newPrice: 950000, year: 2022 },
  "mahindra|thar": { newPrice: 1500000, year: 2021 },
  "nintendo|switch oled": { newPrice: 32000, year: 2021 },
  "microsoft|xbox series s": { newPrice: 34990, year: 2020 },
  "nike|air jordan 1": { newPrice: 16995, year: 2023 },
  "casio|g-shock": { newPrice: 9000, year: 2022 },
  "fender|cd-60s": { newPrice: 15000, year: 2021 },
  "yamaha|f310": { newPrice: 9500, year: 2021 },
};

/** How far a known brand sits above the type's typical price when the model is unknown. */
export const BRAND_FACTOR: Record<string, number> = {
  apple: 2.5, samsung: 1.3, sony: 1.4, google: 2, oneplus: 1.6, bose: 3, dyson: 3, rolex: 60, gibson: 8, fender: 3,
  "royal enfield": 1.6, ktm: 2, "harley-davidson": 2.5, kawasaki: 3, toyota: 1.6, mahindra: 1.5, "hyundai": 1.1,
  redmi: 0.7, realme: 0.8, lava: 0.5, micromax: 0.5, nokia: 0.6, boat: 0.6, noise: 0.6, titan: 1, fossil: 1.6,
  nike: 2, adidas: 1.8, ikea: 1.2, tanishq: 2, lego: 3, canon: 1.1, nikon: 1.1,
};

/** Condition multiplies the depreciated value. */
export const CONDITION_FACTOR: Record<string, number> = {
  new: 1.12,
  "like-new": 1.05,
  excellent: 1.0,
  good: 0.88,
  fair: 0.72,
  poor: 0.5,
};
