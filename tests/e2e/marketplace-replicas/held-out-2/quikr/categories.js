/*
 * Quikr's categories as its post-ad page's menu lists them: the top level and each one's sub categories, in the
 * words of Quikr's own test suite (neeraj19a/Quikr, QuikrEnums.java; SOURCE.md). Cars & Bikes and Real Estate, whose
 * sub categories that enum does not list, have the first set's.
 */
(() => {
  window.Quikr2Categories = [
    ["Mobiles & Tablets", ["Mobile Phones", "Accessories", "Tablets"]],
    [
      "Electronics & Appliances",
      [
        "Home - Kitchen Appliances",
        "Laptops - Computers",
        "TV - DVD - Multimedia",
        "Computer Peripherals",
        "Video Games - Consoles",
        "Tools - Machinery - Industrial",
        "Cameras - Digicams",
        "Music Systems - Home Theatre",
        "Inverters, UPS & Generators",
        "Fax, EPABX, Office Equipment",
        "Camera Accessories",
        "Security Equipment - Products",
        "iPods, MP3 Players",
        "Office Supplies",
        "Everything Else",
      ],
    ],
    ["Cars & Bikes", ["Cars", "Bikes & Scooters", "Bicycles", "Commercial Vehicles", "Spare Parts"]],
    [
      "Home & Lifestyle",
      [
        "Home - Office Furniture",
        "Home Decor - Furnishings",
        "Household",
        "Antiques - Handicrafts",
        "Kitchenware",
        "Baby - Infant Products",
        "Toys - Games",
        "Clothing - Garments",
        "Sport - Fitness Equipment",
        "Watches",
        "Jewellery",
        "Musical Instruments",
        "Books - Magazines",
        "Collectibles",
        "Everything Else",
      ],
    ],
    ["Real Estate", ["Apartments for Sale", "Houses for Rent", "Land - Plot", "PG - Hostel"]],
    ["Entertainment", ["Acting - Modeling Roles", "Musicians", "Photographers - Cameraman", "Other Entertainment"]],
    ["Pets & Pet Care", ["Pets", "Pet Care - Accessories", "Pet Adoption", "Pet Foods"]],
    ["Education & Training", ["Coaching & Tuitions", "Hobby Classes", "Entrance Exam Coaching", "Workshops"]],
    ["Community", ["Announcements", "Car Pool - Bike Ride", "Charity - Donate - NGO", "Lost - Found"]],
    ["Events", ["Event Management", "Live Events"]],
  ].map(([name, subs]) => ({ name, subs }));
})();
