/*
 * Facebook Marketplace's item categories as its Category picker shows them (SOURCE.md): a tree, each parent opening
 * its children in place; a leaf is a choice. The names and the nesting follow public posters' category paths
 * ("Furniture" > "Living room furniture" > "Coffee tables"; "Electronics" a choice of its own).
 */
(() => {
  const leaf = (name) => ({ name });
  const parent = (name, children) => ({ name, children: children.map((x) => (typeof x === "string" ? leaf(x) : x)) });
  window.Facebook2Categories = [
    leaf("Antiques & collectibles"),
    leaf("Arts & crafts"),
    leaf("Auto parts & accessories"),
    leaf("Baby products"),
    parent("Books, films and music", ["Books", "Films", "Music"]),
    parent("Clothing, shoes and accessories", [
      "Men's clothing and shoes",
      "Women's clothing and shoes",
      "Bags and luggage",
    ]),
    leaf("Electronics"),
    parent("Furniture", [
      parent("Living room furniture", ["Sofas, love seats and sectionals", "Coffee tables", "Living room chairs"]),
      "Bedroom furniture",
      "Office furniture",
    ]),
    leaf("Health & beauty"),
    parent("Home and kitchen", ["Lamps and lighting", "Kitchen and dining", "Home decor"]),
    leaf("Jewellery & watches"),
    leaf("Mobile phones and accessories"),
    leaf("Musical instruments"),
    leaf("Patio and garden"),
    leaf("Pet supplies"),
    leaf("Sporting goods"),
    leaf("Tools and home improvement"),
    leaf("Toys and games"),
    leaf("Video games & consoles"),
    leaf("Miscellaneous"),
  ];
})();
