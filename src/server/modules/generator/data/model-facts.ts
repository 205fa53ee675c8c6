/**
 * Facts about popular lexicon models that go into a listing's key details. Only facts that are the same for every
 * unit sold under the name are here: a model sold in 4G and 5G versions gets no network fact, a name that covers
 * several generations or screen sizes (iPhone SE, MacBook Pro M3, Gixxer) gets none. A wrong fact is worse than none.
 * Launch years are the year of the first launch, and are left out where the global and Indian launches fall in
 * different years.
 */
export interface ModelFacts {
  /** What it is in a few words, for the details list ("Portable Bluetooth speaker"). */
  kind?: string;
  /** A short word for titles ("4K", "ANC"). */
  tag?: string;
  launched?: number;
  /** Screen diagonal in inches (main screen of a foldable). */
  screenInches?: number;
  fiveG?: true;
  engineCc?: number;
  electric?: true;
  /** Camera sensor in words ("24.2 MP APS-C"). */
  sensor?: string;
  /** Ingress protection as printed by the maker ("IP67"). */
  waterRating?: string;
}

const phone = (launched: number | undefined, screenInches: number, fiveG: boolean): ModelFacts => ({
  ...(launched ? { launched } : {}),
  screenInches,
  ...(fiveG ? { fiveG: true as const } : {}),
});
const cc = (engineCc: number): ModelFacts => ({ engineCc });
const ev: ModelFacts = { electric: true, kind: "Electric scooter" };
const camera = (kind: string, sensor: string, launched: number): ModelFacts => ({ kind, sensor, launched });

/** Keyed by lexicon brand and model name, lower case: "samsung|galaxy s21". */
export const MODEL_FACTS: Record<string, ModelFacts> = {
  // Samsung phones, tablets, audio, watches
  "samsung|galaxy s24 ultra": phone(2024, 6.8, true),
  "samsung|galaxy s24": phone(2024, 6.2, true),
  "samsung|galaxy s23 ultra": phone(2023, 6.8, true),
  "samsung|galaxy s23": phone(2023, 6.1, true),
  "samsung|galaxy s22": phone(2022, 6.1, true),
  "samsung|galaxy s21 fe": phone(2022, 6.4, true),
  "samsung|galaxy s21 ultra": phone(2021, 6.8, true),
  "samsung|galaxy s21": phone(2021, 6.2, true),
  "samsung|galaxy s20": phone(2020, 6.2, false),
  "samsung|galaxy note 20": phone(2020, 6.7, false),
  "samsung|galaxy z fold 5": phone(2023, 7.6, true),
  "samsung|galaxy z flip 5": phone(2023, 6.7, true),
  "samsung|galaxy a55": phone(2024, 6.6, true),
  "samsung|galaxy a54": phone(2023, 6.4, true),
  "samsung|galaxy a34": phone(2023, 6.6, true),
  "samsung|galaxy a14": phone(2023, 6.6, false),
  "samsung|galaxy m34": phone(2023, 6.5, true),
  "samsung|galaxy f54": phone(2023, 6.7, true),
  "samsung|galaxy tab s9": { launched: 2023, screenInches: 11 },
  "samsung|galaxy tab s8": { launched: 2022, screenInches: 11 },
  "samsung|galaxy tab a8": { screenInches: 10.5 },
  "samsung|galaxy buds 2": { kind: "True wireless earbuds with noise cancelling", tag: "ANC", launched: 2021 },
  "samsung|galaxy buds pro": { kind: "True wireless earbuds with noise cancelling", tag: "ANC", launched: 2021 },
  "samsung|galaxy watch 6": { kind: "Smartwatch", launched: 2023 },
  "samsung|galaxy watch 5": { kind: "Smartwatch", launched: 2022 },
  // Apple
  "apple|iphone 15 pro max": phone(2023, 6.7, true),
  "apple|iphone 15 pro": phone(2023, 6.1, true),
  "apple|iphone 15": phone(2023, 6.1, true),
  "apple|iphone 14 pro max": phone(2022, 6.7, true),
  "apple|iphone 14 pro": phone(2022, 6.1, true),
  "apple|iphone 14": phone(2022, 6.1, true),
  "apple|iphone 13 pro": phone(2021, 6.1, true),
  "apple|iphone 13": phone(2021, 6.1, true),
  "apple|iphone 12": phone(2020, 6.1, true),
  "apple|iphone 11": phone(2019, 6.1, false),
  "apple|iphone xr": phone(2018, 6.1, false),
  "apple|macbook air m1": { launched: 2020, screenInches: 13.3 },
  "apple|apple watch series 9": { kind: "Smartwatch", launched: 2023 },
  "apple|airpods max": { kind: "Wireless over-ear headphones with noise cancelling", tag: "ANC", launched: 2020 },
  "apple|airpods pro": { kind: "Wireless earbuds with noise cancelling", tag: "ANC" },
  "apple|airpods": { kind: "Wireless earbuds" },
  // Other phones
  "oneplus|oneplus 12": phone(undefined, 6.82, true),
  "oneplus|oneplus 11": phone(2023, 6.7, true),
  "oneplus|oneplus 10 pro": phone(2022, 6.7, true),
  "oneplus|oneplus 9 pro": phone(2021, 6.7, true),
  "oneplus|oneplus 9": phone(2021, 6.55, true),
  "oneplus|oneplus nord ce 3": phone(2023, 6.7, true),
  "oneplus|oneplus nord 3": phone(2023, 6.74, true),
  "oneplus|oneplus nord": phone(2020, 6.44, true),
  "xiaomi|xiaomi 14": phone(undefined, 6.36, true),
  "xiaomi|xiaomi 13 pro": phone(2023, 6.73, true),
  "xiaomi|mi 11x": phone(2021, 6.67, true),
  "poco|poco x6 pro": phone(2024, 6.67, true),
  "poco|poco f5": phone(2023, 6.67, true),
  "google|pixel 8 pro": phone(2023, 6.7, true),
  "google|pixel 8": phone(2023, 6.2, true),
  "google|pixel 7a": phone(2023, 6.1, true),
  "google|pixel 7": phone(2022, 6.3, true),
  "google|pixel 6a": phone(2022, 6.1, true),
  "nothing|phone (2)": phone(2023, 6.7, true),
  "nothing|phone (1)": phone(2022, 6.55, true),
  "motorola|moto edge 40": phone(2023, 6.55, true),
  "nokia|nokia g42": { launched: 2023, fiveG: true },
  "nokia|nokia 105": { kind: "Feature phone" },
  // Cameras
  "canon|eos 1500d": camera("DSLR camera", "24.1 MP APS-C", 2018),
  "canon|eos 200d": camera("DSLR camera", "24.2 MP APS-C", 2017),
  "canon|eos 90d": camera("DSLR camera", "32.5 MP APS-C", 2019),
  "canon|eos r10": camera("Mirrorless camera", "24.2 MP APS-C", 2022),
  "canon|eos r6": camera("Mirrorless camera", "20.1 MP full-frame", 2020),
  "nikon|d3500": camera("DSLR camera", "24.2 MP APS-C", 2018),
  "nikon|d5600": camera("DSLR camera", "24.2 MP APS-C", 2016),
  "nikon|d7500": camera("DSLR camera", "20.9 MP APS-C", 2017),
  "nikon|z50": camera("Mirrorless camera", "20.9 MP APS-C", 2019),
  "nikon|z6 ii": camera("Mirrorless camera", "24.5 MP full-frame", 2020),
  "fujifilm|x-t30": camera("Mirrorless camera", "26.1 MP APS-C", 2019),
  "fujifilm|x-t4": camera("Mirrorless camera", "26.1 MP APS-C", 2020),
  "fujifilm|x-s10": camera("Mirrorless camera", "26.1 MP APS-C", 2020),
  "fujifilm|instax mini 12": { kind: "Instant camera", launched: 2023 },
  "sony|alpha a7 iii": camera("Mirrorless camera", "24.2 MP full-frame", 2018),
  "sony|alpha a6400": camera("Mirrorless camera", "24.2 MP APS-C", 2019),
  "sony|zv-e10": camera("Mirrorless camera", "24.2 MP APS-C", 2021),
  "sony|zv-1": camera("Compact camera", "20.1 MP 1-inch", 2020),
  "gopro|hero12": { kind: "Action camera, 5.3K video", tag: "5.3K", launched: 2023 },
  "gopro|hero11": { kind: "Action camera, 5.3K video", tag: "5.3K", launched: 2022 },
  "gopro|hero10": { kind: "Action camera, 5.3K video", tag: "5.3K", launched: 2021 },
  // Audio
  "sony|wh-1000xm5": { kind: "Wireless noise-cancelling headphones", tag: "ANC", launched: 2022 },
  "sony|wh-1000xm4": { kind: "Wireless noise-cancelling headphones", tag: "ANC", launched: 2020 },
  "sony|wf-1000xm4": { kind: "True wireless earbuds with noise cancelling", tag: "ANC", launched: 2021 },
  "sony|srs-xb13": { kind: "Portable Bluetooth speaker", waterRating: "IP67" },
  "jbl|flip 6": { kind: "Portable Bluetooth speaker", waterRating: "IP67" },
  "jbl|flip 5": { kind: "Portable Bluetooth speaker", waterRating: "IPX7" },
  "jbl|charge 5": { kind: "Portable Bluetooth speaker", waterRating: "IP67" },
  "jbl|go 3": { kind: "Portable Bluetooth speaker", waterRating: "IP67" },
  "jbl|tune 760nc": { kind: "Wireless noise-cancelling headphones", tag: "ANC" },
  "bose|quietcomfort 45": { kind: "Wireless noise-cancelling headphones", tag: "ANC", launched: 2021 },
  "bose|quietcomfort earbuds": { kind: "True wireless earbuds with noise cancelling", tag: "ANC" },
  "bose|soundlink flex": { kind: "Portable Bluetooth speaker", waterRating: "IP67" },
  "boat|airdopes 141": { kind: "True wireless earbuds" },
  "boat|airdopes 441": { kind: "True wireless earbuds" },
  "boat|rockerz 450": { kind: "Wireless on-ear headphones" },
  "boat|stone 1200": { kind: "Portable Bluetooth speaker" },
  // TVs and consoles
  "lg|oled c3": { kind: "4K OLED TV", tag: "4K", launched: 2023 },
  "lg|oled c2": { kind: "4K OLED TV", tag: "4K", launched: 2022 },
  "nintendo|switch oled": { launched: 2021, screenInches: 7 },
  "nintendo|switch lite": { launched: 2019, screenInches: 5.5 },
  "nintendo|switch": { launched: 2017, screenInches: 6.2 },
  "microsoft|xbox series x": { launched: 2020 },
  "microsoft|xbox series s": { launched: 2020 },
  // Computer accessories
  "logitech|mx master 3": { kind: "Wireless mouse" },
  "logitech|mx keys": { kind: "Wireless keyboard" },
  "logitech|g502": { kind: "Gaming mouse" },
  // Two-wheelers
  "royal enfield|meteor 350": cc(349),
  "royal enfield|hunter 350": cc(349),
  "royal enfield|interceptor 650": cc(648),
  "royal enfield|continental gt 650": cc(648),
  "bajaj|pulsar ns200": cc(199.5),
  "bajaj|pulsar 220f": cc(220),
  "bajaj|dominar 400": cc(373.3),
  "bajaj|platina 110": cc(115.45),
  "bajaj|avenger 220": cc(220),
  "hero|splendor plus": cc(97.2),
  "hero|hf deluxe": cc(97.2),
  "hero|glamour": cc(124.7),
  "hero|xpulse 200": cc(199.6),
  "hero|pleasure plus": cc(110.9),
  "hero|destini 125": cc(124.6),
  "honda|activa 6g": cc(109.51),
  "honda|activa 125": cc(123.97),
  "honda|cb350": cc(348.36),
  "honda|hornet 2.0": cc(184.4),
  "tvs|apache rtr 160": cc(159.7),
  "tvs|apache rtr 200": cc(197.75),
  "tvs|raider 125": cc(124.8),
  "tvs|ronin": cc(225.9),
  "tvs|ntorq 125": cc(124.8),
  "tvs|iqube": ev,
  "yamaha|r15 v4": cc(155),
  "yamaha|mt-15": cc(155),
  "yamaha|fz 25": cc(249),
  "yamaha|fascino 125": cc(125),
  "suzuki|access 125": cc(124),
  "suzuki|burgman street": cc(124),
  "ktm|duke 200": cc(199.5),
  "ktm|rc 200": cc(199.5),
  "ktm|rc 390": cc(373.3),
  "kawasaki|ninja 300": cc(296),
  "kawasaki|ninja 650": cc(649),
  "kawasaki|z900": cc(948),
  "harley-davidson|x440": cc(440),
  "harley-davidson|street 750": cc(749),
  "ather|450x": ev,
  "ather|rizta": ev,
  "ola electric|s1 pro": ev,
  "ola electric|s1 air": ev,
  // Musical instruments, sports, shoes, toys
  "yamaha|f310": { kind: "Acoustic guitar" },
  "yamaha|psr-e373": { kind: "61-key portable keyboard" },
  "casio|ct-s300": { kind: "61-key portable keyboard" },
  "casio|ct-x700": { kind: "61-key portable keyboard" },
  "fender|cd-60s": { kind: "Acoustic guitar" },
  "fender|stratocaster": { kind: "Electric guitar" },
  "fender|telecaster": { kind: "Electric guitar" },
  "gibson|les paul": { kind: "Electric guitar" },
  "gibson|sg standard": { kind: "Electric guitar" },
  "yonex|astrox 88": { kind: "Badminton racket" },
  "yonex|nanoray": { kind: "Badminton racket" },
  "yonex|voltric": { kind: "Badminton racket" },
  "nike|air jordan 1": { kind: "Sneakers" },
  "nike|air force 1": { kind: "Sneakers" },
  "nike|dunk low": { kind: "Sneakers" },
  "adidas|ultraboost": { kind: "Running shoes" },
  "adidas|stan smith": { kind: "Sneakers" },
  "adidas|superstar": { kind: "Sneakers" },
  "adidas|samba": { kind: "Sneakers" },
};

/** Sony TV series (the part of a KD-/XR- code after the screen size), each sold only as a 4K Google TV. */
export const SONY_TV_SERIES: Record<string, ModelFacts> = {
  X75K: { kind: "4K HDR smart TV (Google TV)", tag: "4K", launched: 2022 },
  X80J: { kind: "4K HDR smart TV (Google TV)", tag: "4K", launched: 2021 },
  X80K: { kind: "4K HDR smart TV (Google TV)", tag: "4K", launched: 2022 },
  X85J: { kind: "4K HDR smart TV (Google TV)", tag: "4K", launched: 2021 },
  X85K: { kind: "4K HDR smart TV (Google TV)", tag: "4K", launched: 2022 },
};
