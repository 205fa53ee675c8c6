/** Items the demo data is made of: what Indian resale sellers commonly list, with a typical asking price in rupees. */
export const SEED_ITEMS = [
  { brand: "Samsung", model: "Galaxy S21", category: "electronics", itemType: "phone", price: 24000 },
  { brand: "Apple", model: "iPhone 12", category: "electronics", itemType: "phone", price: 32000 },
  { brand: "Xiaomi", model: "Redmi Note 10", category: "electronics", itemType: "phone", price: 8500 },
  { brand: "OnePlus", model: "Nord CE 2", category: "electronics", itemType: "phone", price: 12000 },
  { brand: "Dell", model: "Inspiron 15 3000", category: "electronics", itemType: "laptop", price: 28000 },
  { brand: "HP", model: "Pavilion 14", category: "electronics", itemType: "laptop", price: 35000 },
  { brand: "Sony", model: "KD-55X85J", category: "electronics", itemType: "tv", price: 55000 },
  { brand: "boAt", model: "Rockerz 450", category: "electronics", itemType: "audio", price: 900 },
  { brand: "Canon", model: "EOS 1500D", category: "electronics", itemType: "camera", price: 26000 },
  { brand: "Honda", model: "Activa 6G", category: "automotive", itemType: "scooter", price: 52000 },
  { brand: "Royal Enfield", model: "Classic 350", category: "automotive", itemType: "bike", price: 125000 },
  { brand: "Maruti Suzuki", model: "Swift VXI", category: "automotive", itemType: "car", price: 420000 },
  { brand: "Hero", model: "Sprint 26T", category: "sports", itemType: "bicycle", price: 5500 },
  { brand: "Yonex", model: "Nanoray 7000", category: "sports", itemType: "racket", price: 1800 },
  { brand: "Ikea", model: "Poang armchair", category: "home", itemType: "furniture", price: 6000 },
  { brand: "Prestige", model: "Iris 750W mixer grinder", category: "home", itemType: "appliance", price: 2200 },
  { brand: "Levi's", model: "511 slim jeans", category: "clothing", itemType: "clothing", price: 1200 },
  { brand: "Nike", model: "Air Zoom Pegasus", category: "clothing", itemType: "shoes", price: 3500 },
  { brand: "Titan", model: "Neo analog watch", category: "jewelry", itemType: "watch", price: 2800 },
  { brand: "Yamaha", model: "F310 acoustic guitar", category: "musical", itemType: "guitar", price: 6500 },
  { brand: "Penguin", model: "Harry Potter box set", category: "books", itemType: "book", price: 2500 },
  { brand: "LEGO", model: "Classic 10698", category: "toys", itemType: "toy", price: 2400 },
] as const;

export const FIRST_NAMES = ["Aarav", "Diya", "Rohan", "Priya", "Kabir", "Ananya", "Arjun", "Meera", "Vihaan", "Sneha"];
export const LAST_NAMES = ["Sharma", "Patel", "Iyer", "Reddy", "Khan", "Das", "Nair", "Gupta", "Singh", "Mehta"];
export const CONDITIONS = ["excellent", "good", "good", "fair", "poor"] as const;
