import type { ItemType } from "./item-types.ts";

/**
 * Brands and models the offline engine can read from a label, a printed name or the seller's hint.
 * `pattern` (case-insensitive, matched against one whitespace-separated token) catches model codes printed on
 * stickers (KD-55X85J); the code itself becomes the model, so nothing is invented.
 */
export interface LexiconModel {
  name: string;
  type: ItemType;
  /** Extra spellings, lower case. */
  aliases?: string[];
}
export interface LexiconBrand {
  brand: string;
  /** The types this brand sells, the most common first. */
  types: ItemType[];
  aliases?: string[];
  models?: LexiconModel[];
  codePatterns?: { pattern: string; type: ItemType }[];
}

const m = (type: ItemType, ...names: string[]): LexiconModel[] => names.map((name) => ({ name, type }));

export const LEXICON: LexiconBrand[] = [
  // Phones and tablets
  {
    brand: "Samsung",
    types: ["phone", "tv", "appliance", "tablet", "audio", "watch"],
    models: [
      ...m("phone", "Galaxy S24 Ultra", "Galaxy S24", "Galaxy S23 Ultra", "Galaxy S23", "Galaxy S22", "Galaxy S21 FE", "Galaxy S21 Ultra", "Galaxy S21", "Galaxy S20", "Galaxy Z Fold 5", "Galaxy Z Flip 5", "Galaxy A55", "Galaxy A54", "Galaxy A34", "Galaxy A14", "Galaxy M34", "Galaxy M14", "Galaxy F54", "Galaxy Note 20"),
      ...m("tablet", "Galaxy Tab S9", "Galaxy Tab S8", "Galaxy Tab A8"),
      ...m("audio", "Galaxy Buds 2", "Galaxy Buds Pro"),
      ...m("watch", "Galaxy Watch 6", "Galaxy Watch 5"),
    ],
    codePatterns: [
      { pattern: "^(UA|QA)\\d{2}[A-Z0-9]{4,10}$", type: "tv" },
      { pattern: "^SM-[A-Z]\\d{3}[A-Z0-9]*$", type: "phone" },
    ],
  },
  {
    brand: "Apple",
    types: ["phone", "laptop", "tablet", "watch", "audio"],
    aliases: ["iphone", "macbook", "ipad"],
    models: [
      ...m("phone", "iPhone 15 Pro Max", "iPhone 15 Pro", "iPhone 15", "iPhone 14 Pro Max", "iPhone 14 Pro", "iPhone 14", "iPhone 13 Pro", "iPhone 13", "iPhone 12", "iPhone 11", "iPhone SE", "iPhone XR"),
      ...m("laptop", "MacBook Air M2", "MacBook Air M1", "MacBook Pro M3", "MacBook Pro M1", "MacBook Air", "MacBook Pro"),
      ...m("tablet", "iPad Pro", "iPad Air", "iPad mini", "iPad"),
      ...m("watch", "Apple Watch Series 9", "Apple Watch SE", "Apple Watch"),
      ...m("audio", "AirPods Pro", "AirPods Max", "AirPods"),
    ],
  },
  {
    brand: "OnePlus",
    types: ["phone", "audio", "tv"],
    models: m("phone", "OnePlus 12", "OnePlus 11", "OnePlus 10 Pro", "OnePlus 9 Pro", "OnePlus 9", "OnePlus Nord CE 3", "OnePlus Nord 3", "OnePlus Nord"),
  },
  { brand: "Xiaomi", types: ["phone", "tv", "appliance"], aliases: ["mi"], models: m("phone", "Xiaomi 14", "Xiaomi 13 Pro", "Mi 11X") },
  { brand: "Redmi", types: ["phone", "tv"], models: m("phone", "Redmi Note 13 Pro", "Redmi Note 13", "Redmi Note 12", "Redmi Note 11", "Redmi 13C", "Redmi 12") },
  { brand: "POCO", types: ["phone"], models: m("phone", "POCO X6 Pro", "POCO F5", "POCO M6 Pro") },
  { brand: "Realme", types: ["phone", "audio"], models: m("phone", "Realme 12 Pro", "Realme 11 Pro", "Realme Narzo 60", "Realme GT 2") },
  { brand: "Vivo", types: ["phone"], models: m("phone", "Vivo V30", "Vivo V29", "Vivo Y56", "Vivo X100") },
  { brand: "Oppo", types: ["phone"], models: m("phone", "Oppo Reno 11", "Oppo Reno 10", "Oppo F25", "Oppo A78") },
  { brand: "Google", types: ["phone"], models: m("phone", "Pixel 8 Pro", "Pixel 8", "Pixel 7a", "Pixel 7", "Pixel 6a") },
  { brand: "Motorola", types: ["phone"], aliases: ["moto"], models: m("phone", "Moto Edge 40", "Moto G84", "Moto G54") },
  { brand: "Nothing", types: ["phone", "audio"], models: m("phone", "Phone (2)", "Phone (1)") },
  { brand: "Lava", types: ["phone"], models: m("phone", "Lava Agni 2", "Lava Blaze") },
  { brand: "Micromax", types: ["phone"], models: m("phone", "Micromax IN Note 2", "Micromax IN 2b") },
  { brand: "Nokia", types: ["phone"], models: m("phone", "Nokia G42", "Nokia 105") },
  // Laptops and computers
  { brand: "Dell", types: ["laptop", "computer-accessory"], models: m("laptop", "XPS 13", "XPS 15", "Inspiron 15", "Inspiron 14", "Vostro 15", "Latitude 5420", "Alienware m16", "G15") },
  { brand: "HP", types: ["laptop", "computer-accessory"], aliases: ["hewlett packard"], models: m("laptop", "Pavilion 15", "Pavilion x360", "Victus 15", "Omen 16", "EliteBook 840", "Envy x360", "HP 15s") },
  { brand: "Lenovo", types: ["laptop", "tablet"], models: m("laptop", "ThinkPad X1 Carbon", "ThinkPad E14", "ThinkPad T14", "IdeaPad Slim 3", "IdeaPad Slim 5", "Legion 5", "Yoga Slim 7") },
  { brand: "Asus", types: ["laptop", "phone"], models: m("laptop", "VivoBook 15", "ZenBook 14", "ROG Strix G15", "TUF Gaming F15") },
  { brand: "Acer", types: ["laptop"], models: m("laptop", "Aspire 7", "Aspire 5", "Nitro 5", "Swift 3", "Predator Helios") },
  { brand: "MSI", types: ["laptop"], models: m("laptop", "GF63 Thin", "Modern 14", "Katana 15") },
  { brand: "Logitech", types: ["computer-accessory", "audio"], models: m("computer-accessory", "MX Master 3", "MX Keys", "G502") },
  // Cameras
  { brand: "Canon", types: ["camera"], models: m("camera", "EOS 1500D", "EOS 200D", "EOS R10", "EOS R6", "EOS 90D", "PowerShot G7X") },
  { brand: "Nikon", types: ["camera"], models: m("camera", "D3500", "D5600", "D7500", "Z50", "Z6 II") },
  { brand: "Fujifilm", types: ["camera"], aliases: ["fuji"], models: m("camera", "X-T30", "X-T4", "X-S10", "Instax Mini 12") },
  { brand: "GoPro", types: ["camera"], models: m("camera", "HERO12", "HERO11", "HERO10") },
  // TVs, audio and appliances
  {
    brand: "Sony",
    types: ["tv", "audio", "camera", "gaming-console"],
    models: [
      ...m("gaming-console", "PlayStation 5", "PlayStation 4", "PS5", "PS4"),
      ...m("audio", "WH-1000XM5", "WH-1000XM4", "WF-1000XM4", "SRS-XB13"),
      ...m("camera", "Alpha a7 III", "Alpha a6400", "ZV-E10", "ZV-1"),
    ],
    codePatterns: [
      { pattern: "^(KD|KDL|XR)-?\\d{2}[A-Z]\\d{2,4}[A-Z]?$", type: "tv" },
      { pattern: "^ILCE-?\\d{4}[A-Z]*$", type: "camera" },
    ],
  },
  { brand: "LG", types: ["tv", "appliance"], models: m("tv", "OLED C3", "OLED C2", "NanoCell"), codePatterns: [{ pattern: "^\\d{2}(UQ|UR|NANO|OLED)[A-Z0-9]{2,8}$", type: "tv" }] },
  { brand: "TCL", types: ["tv"] },
  { brand: "Vu", types: ["tv"] },
  { brand: "Panasonic", types: ["tv", "appliance", "camera"] },
  { brand: "Philips", types: ["appliance", "audio", "tv"] },
  { brand: "boAt", types: ["audio", "watch"], models: m("audio", "Airdopes 141", "Airdopes 441", "Rockerz 450", "Stone 1200") },
  { brand: "JBL", types: ["audio"], models: m("audio", "Flip 6", "Flip 5", "Charge 5", "Go 3", "Tune 760NC") },
  { brand: "Bose", types: ["audio"], models: m("audio", "QuietComfort 45", "QuietComfort Earbuds", "SoundLink Flex") },
  { brand: "Sennheiser", types: ["audio"] },
  { brand: "Noise", types: ["watch", "audio"], models: m("watch", "ColorFit Pro 4", "ColorFit Pulse") },
  { brand: "Whirlpool", types: ["appliance"] },
  { brand: "Godrej", types: ["appliance", "furniture"] },
  { brand: "Voltas", types: ["appliance"] },
  { brand: "Bajaj", types: ["bike", "appliance", "scooter"], models: m("bike", "Pulsar 150", "Pulsar NS200", "Pulsar 220F", "Dominar 400", "Platina 110", "Avenger 220") },
  { brand: "Havells", types: ["appliance"] },
  { brand: "Prestige", types: ["kitchenware", "appliance"] },
  { brand: "Butterfly", types: ["kitchenware", "appliance"] },
  { brand: "IFB", types: ["appliance"] },
  { brand: "Haier", types: ["appliance"] },
  { brand: "Dyson", types: ["appliance"] },
  { brand: "Kent", types: ["appliance"] },
  { brand: "Microsoft", types: ["gaming-console", "laptop"], models: [...m("gaming-console", "Xbox Series X", "Xbox Series S"), ...m("laptop", "Surface Laptop", "Surface Pro")] },
  { brand: "Nintendo", types: ["gaming-console"], models: m("gaming-console", "Switch OLED", "Switch Lite", "Switch") },
  // Two-wheelers and cars
  { brand: "Royal Enfield", types: ["bike"], aliases: ["enfield", "royalenfield"], models: m("bike", "Classic 350", "Bullet 350", "Meteor 350", "Hunter 350", "Himalayan", "Interceptor 650", "Continental GT 650") },
  { brand: "Hero", types: ["bike", "scooter", "bicycle"], aliases: ["hero motocorp"], models: [...m("bike", "Splendor Plus", "HF Deluxe", "Passion Pro", "Glamour", "Xpulse 200"), ...m("scooter", "Pleasure Plus", "Destini 125")] },
  { brand: "Honda", types: ["scooter", "bike", "car"], models: [...m("scooter", "Activa 6G", "Activa 125", "Dio"), ...m("bike", "Shine", "Unicorn", "CB350", "Hornet 2.0"), ...m("car", "City", "Amaze", "Jazz", "WR-V")] },
  { brand: "TVS", types: ["bike", "scooter"], models: [...m("bike", "Apache RTR 160", "Apache RTR 200", "Raider 125", "Ronin"), ...m("scooter", "Jupiter", "Ntorq 125", "iQube")] },
  { brand: "Yamaha", types: ["bike", "scooter", "musical"], models: [...m("bike", "FZ-S", "R15 V4", "MT-15", "FZ 25"), ...m("scooter", "Fascino 125", "RayZR"), ...m("musical", "PSR-E373", "F310")] },
  { brand: "Suzuki", types: ["scooter", "bike"], models: [...m("scooter", "Access 125", "Burgman Street"), ...m("bike", "Gixxer", "Gixxer SF")] },
  { brand: "KTM", types: ["bike"], models: m("bike", "Duke 200", "Duke 390", "RC 200", "RC 390", "Adventure 390") },
  { brand: "Ather", types: ["scooter"], models: m("scooter", "450X", "Rizta") },
  { brand: "Ola Electric", types: ["scooter"], aliases: ["ola"], models: m("scooter", "S1 Pro", "S1 Air") },
  { brand: "Kawasaki", types: ["bike"], models: m("bike", "Ninja 300", "Ninja 650", "Z900") },
  { brand: "Harley-Davidson", types: ["bike"], aliases: ["harley"], models: m("bike", "X440", "Street 750") },
  { brand: "Maruti Suzuki", types: ["car"], aliases: ["maruti"], models: m("car", "Swift", "Baleno", "Wagon R", "Alto", "Dzire", "Brezza", "Ertiga", "Celerio") },
  { brand: "Hyundai", types: ["car"], models: m("car", "Creta", "Venue", "i20", "Grand i10", "Verna", "Santro") },
  { brand: "Tata", types: ["car"], aliases: ["tata motors"], models: m("car", "Nexon", "Punch", "Tiago", "Altroz", "Harrier", "Safari") },
  { brand: "Mahindra", types: ["car"], models: m("car", "Thar", "Scorpio", "XUV700", "XUV300", "Bolero") },
  { brand: "Toyota", types: ["car"], models: m("car", "Innova Crysta", "Fortuner", "Glanza", "Urban Cruiser") },
  { brand: "Kia", types: ["car"], models: m("car", "Seltos", "Sonet", "Carens") },
  // Bicycles and sports
  { brand: "Hercules", types: ["bicycle"] },
  { brand: "BSA", types: ["bicycle"] },
  { brand: "Firefox", types: ["bicycle"] },
  { brand: "Btwin", types: ["bicycle", "sports"], aliases: ["b'twin", "decathlon"] },
  { brand: "SG", types: ["sports"] },
  { brand: "MRF", types: ["sports"] },
  { brand: "Yonex", types: ["sports"], models: m("sports", "Astrox 88", "Nanoray", "Voltric") },
  { brand: "Cosco", types: ["sports"] },
  { brand: "Nivia", types: ["sports"] },
  { brand: "Wilson", types: ["sports"] },
  // Furniture and home
  { brand: "IKEA", types: ["furniture", "decor", "kitchenware"] },
  { brand: "Nilkamal", types: ["furniture"] },
  { brand: "Urban Ladder", types: ["furniture"] },
  { brand: "Pepperfry", types: ["furniture"] },
  { brand: "Wakefit", types: ["furniture"] },
  { brand: "Milton", types: ["kitchenware"] },
  { brand: "Borosil", types: ["kitchenware"] },
  { brand: "Tupperware", types: ["kitchenware"] },
  { brand: "Hawkins", types: ["kitchenware"] },
  // Clothing and shoes
  { brand: "Nike", types: ["shoes", "clothing", "sports"], models: m("shoes", "Air Jordan 1", "Air Force 1", "Air Max", "Dunk Low") },
  { brand: "Adidas", types: ["shoes", "clothing", "sports"], models: m("shoes", "Ultraboost", "Stan Smith", "Superstar", "Samba") },
  { brand: "Puma", types: ["shoes", "clothing"] },
  { brand: "Reebok", types: ["shoes", "clothing"] },
  { brand: "Bata", types: ["shoes"] },
  { brand: "Woodland", types: ["shoes", "clothing"] },
  { brand: "Red Tape", types: ["shoes"] },
  { brand: "Levi's", types: ["clothing"], aliases: ["levis"] },
  { brand: "Allen Solly", types: ["clothing"] },
  { brand: "Peter England", types: ["clothing"] },
  { brand: "Van Heusen", types: ["clothing"] },
  { brand: "FabIndia", types: ["clothing"] },
  { brand: "Biba", types: ["clothing"] },
  { brand: "Manyavar", types: ["clothing"] },
  { brand: "Zara", types: ["clothing"] },
  { brand: "H&M", types: ["clothing"] },
  { brand: "Wildcraft", types: ["bag", "clothing"] },
  { brand: "American Tourister", types: ["bag"] },
  { brand: "Skybags", types: ["bag"] },
  { brand: "Safari", types: ["bag"] },
  { brand: "VIP", types: ["bag"] },
  // Watches and jewellery
  { brand: "Titan", types: ["watch"], models: m("watch", "Raga", "Edge", "Neo") },
  { brand: "Fastrack", types: ["watch", "bag"] },
  { brand: "Casio", types: ["watch", "musical"], models: [...m("watch", "G-Shock", "Edifice", "Vintage"), ...m("musical", "CT-S300", "CT-X700")] },
  { brand: "Fossil", types: ["watch"] },
  { brand: "Seiko", types: ["watch"] },
  { brand: "Rolex", types: ["watch"], models: m("watch", "Submariner", "Datejust", "Daytona") },
  { brand: "Amazfit", types: ["watch"] },
  { brand: "Tanishq", types: ["jewellery"] },
  { brand: "Malabar Gold", types: ["jewellery"], aliases: ["malabar"] },
  { brand: "CaratLane", types: ["jewellery"] },
  { brand: "Kalyan Jewellers", types: ["jewellery"], aliases: ["kalyan"] },
  { brand: "Pandora", types: ["jewellery"] },
  // Musical instruments
  { brand: "Fender", types: ["musical"], models: m("musical", "Stratocaster", "Telecaster", "CD-60S") },
  { brand: "Gibson", types: ["musical"], models: m("musical", "Les Paul", "SG Standard") },
  { brand: "Ibanez", types: ["musical"] },
  { brand: "Kadence", types: ["musical"] },
  { brand: "Givson", types: ["musical"] },
  { brand: "Roland", types: ["musical"] },
  { brand: "Korg", types: ["musical"] },
  // Books and toys
  { brand: "Penguin", types: ["book"], aliases: ["penguin random house"] },
  { brand: "HarperCollins", types: ["book"] },
  { brand: "Arihant", types: ["book"] },
  { brand: "S. Chand", types: ["book"], aliases: ["s chand"] },
  { brand: "NCERT", types: ["book"] },
  { brand: "O'Reilly", types: ["book"], aliases: ["oreilly"] },
  { brand: "LEGO", types: ["toy"], models: m("toy", "Technic", "City", "Star Wars", "Creator", "Classic") },
  { brand: "Funskool", types: ["toy"] },
  { brand: "Hot Wheels", types: ["toy"] },
  { brand: "Barbie", types: ["toy"] },
  { brand: "Hasbro", types: ["toy"] },
  { brand: "Mattel", types: ["toy"] },
];
