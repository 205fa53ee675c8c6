/*
 * OLX India's category tree as the "CHOOSE A CATEGORY" page lists it (SOURCE.md): the top level, and each one's
 * subcategories (Cars has none). Ids are the replica's own; the details page reads the picked one from its address.
 */
(() => {
  const TREE = [
    ["Cars", []],
    [
      "Properties",
      [
        "For Sale: Houses & Apartments",
        "For Rent: Houses & Apartments",
        "Lands & Plots",
        "For Rent: Shops & Offices",
        "For Sale: Shops & Offices",
        "PG & Guest Houses",
      ],
    ],
    ["Mobiles", ["Mobile Phones", "Accessories", "Tablets"]],
    [
      "Jobs",
      ["Data entry & Back office", "Sales & Marketing", "BPO & Telecaller", "Driver", "Office Assistant", "Other Jobs"],
    ],
    ["Bikes", ["Motorcycles", "Scooters", "Spare Parts", "Bicycles"]],
    [
      "Electronics & Appliances",
      [
        "TVs, Video - Audio",
        "Kitchen & Other Appliances",
        "Computers & Laptops",
        "Cameras & Lenses",
        "Games & Entertainment",
        "Fridges",
        "Computer Accessories",
        "Hard Disks, Printers & Monitors",
        "ACs",
        "Washing Machines",
      ],
    ],
    ["Commercial Vehicles & Spares", ["Commercial & Other Vehicles", "Spare Parts"]],
    [
      "Furniture",
      [
        "Sofa & Dining",
        "Beds & Wardrobes",
        "Home Decor & Garden",
        "Kids Furniture",
        "Kitchen & Other Household Items",
        "Other Household Items",
      ],
    ],
    ["Fashion", ["Men", "Women", "Kids"]],
    ["Pets", ["Fishes & Aquarium", "Pet Food & Accessories", "Dogs", "Other Pets"]],
    ["Books, Sports & Hobbies", ["Books", "Gym & Fitness", "Musical Instruments", "Sports Equipment", "Other Hobbies"]],
    [
      "Services",
      [
        "Education & Classes",
        "Tours & Travels",
        "Electronics Repair & Services",
        "Health & Beauty",
        "Home Renovation & Repair",
        "Packers & Movers",
        "Other Services",
      ],
    ],
  ];
  const categories = TREE.map(([name, subs], i) => ({
    id: String(1400 + i * 10),
    name,
    subs: subs.map((sub, j) => ({ id: String(5000 + i * 100 + j), name: sub })),
  }));
  /** The picked leaf by id: { category, subcategory } (subcategory "" for a category without any). */
  function byId(id) {
    for (const c of categories) {
      if (c.id === id && c.subs.length === 0) return { category: c.name, subcategory: "" };
      const s = c.subs.find((x) => x.id === id);
      if (s) return { category: c.name, subcategory: s.name };
    }
    return null;
  }
  window.OlxCategories = { categories, byId };
})();
