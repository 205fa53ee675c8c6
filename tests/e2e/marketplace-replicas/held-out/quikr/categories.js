/*
 * Quikr's categories as its "select-category" page shows them (SOURCE.md): tiles, each with its subcategories.
 * A subcategory's id is the form's ?postadcategoryid= (the replica's own numbers).
 */
(() => {
  const TREE = [
    ["Mobiles & Tablets", ["Mobile Phones", "Tablets", "Accessories", "Smart Watches"]],
    [
      "Electronics & Appliances",
      [
        "TV - DVD - Multimedia",
        "Laptops - Computers",
        "Cameras - Digicams",
        "Audio - MP3 Players",
        "Video Games - Consoles",
        "Home Appliances",
        "Computer Peripherals",
        "Air Conditioners",
        "Refrigerators",
        "Washing Machines",
        "Kitchen Appliances",
      ],
    ],
    ["Cars & Bikes", ["Cars", "Bikes & Scooters", "Bicycles", "Commercial Vehicles", "Spare Parts"]],
    [
      "Home & Lifestyle",
      [
        "Furniture",
        "Home Decor & Furnishings",
        "Kitchenware",
        "Books & Magazines",
        "Sport & Fitness Equipment",
        "Toys & Games",
        "Collectibles",
        "Musical Instruments",
        "Jewellery",
        "Watches",
        "Clothing & Garments",
        "Other Household Items",
      ],
    ],
    ["Real Estate", ["Apartments for Sale", "Houses for Rent", "Land - Plot", "PG - Hostel"]],
    ["Jobs", ["Full Time Jobs", "Part Time Jobs", "Work From Home"]],
    ["Services", ["Home Services", "Packers & Movers", "Repair Services", "Event Services"]],
    ["Education & Learning", ["Tuitions", "Hobby Classes", "Entrance Exam Coaching"]],
    ["Pets & Pet Care", ["Pets", "Pet Food & Accessories", "Pet Care"]],
    ["Entertainment", ["Event Tickets", "Movies", "Music"]],
  ];
  const categories = TREE.map(([name, subs], i) => ({
    name,
    subs: subs.map((sub, j) => ({ id: String(200 + i * 40 + j), name: sub })),
  }));
  function byId(id) {
    for (const c of categories) {
      const s = c.subs.find((x) => x.id === id);
      if (s) return { category: c.name, subcategory: s.name };
    }
    return null;
  }
  window.QuikrCategories = { categories, byId };
})();
