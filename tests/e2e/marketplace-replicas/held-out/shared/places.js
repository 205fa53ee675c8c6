/*
 * States, cities and their localities (neighbourhoods) the held-out forms offer: real Indian places, enough of them
 * that the one the assistant wants (Maharashtra / Mumbai / Andheri West) sits among many others.
 */
(() => {
  const PLACES = {
    "Andhra Pradesh": {
      Visakhapatnam: ["Gajuwaka", "MVP Colony", "Madhurawada", "Seethammadhara"],
      Vijayawada: ["Benz Circle", "Gunadala", "Patamata"],
    },
    Delhi: {
      Delhi: ["Dwarka", "Karol Bagh", "Lajpat Nagar", "Rohini", "Saket", "Mayur Vihar Phase 1"],
      "New Delhi": ["Connaught Place", "Chanakyapuri", "Greater Kailash"],
    },
    Gujarat: {
      Ahmedabad: ["Bopal", "Maninagar", "Navrangpura", "Satellite", "Vastrapur"],
      Surat: ["Adajan", "Athwa", "Vesu"],
      Vadodara: ["Alkapuri", "Gotri", "Manjalpur"],
    },
    Karnataka: {
      Bengaluru: ["HSR Layout", "Indiranagar", "Jayanagar", "Koramangala", "Whitefield", "Electronic City"],
      Mysuru: ["Gokulam", "Kuvempunagar", "Vijayanagar"],
      Mangaluru: ["Kadri", "Kankanady", "Surathkal"],
    },
    Kerala: {
      Kochi: ["Edappally", "Kakkanad", "Palarivattom", "Vyttila"],
      Thiruvananthapuram: ["Kazhakootam", "Pattom", "Vazhuthacaud"],
    },
    Maharashtra: {
      Mumbai: [
        "Andheri East",
        "Andheri West",
        "Bandra West",
        "Borivali West",
        "Chembur",
        "Colaba",
        "Dadar West",
        "Goregaon East",
        "Juhu",
        "Kandivali East",
        "Malad West",
        "Powai",
      ],
      "Navi Mumbai": ["Airoli", "Kharghar", "Nerul", "Vashi"],
      Thane: ["Ghodbunder Road", "Kolshet", "Naupada", "Majiwada"],
      Pune: ["Aundh", "Baner", "Hinjewadi", "Kothrud", "Viman Nagar", "Wakad"],
      Nagpur: ["Dharampeth", "Manish Nagar", "Sadar"],
      Nashik: ["College Road", "Gangapur Road", "Indira Nagar"],
    },
    "Tamil Nadu": {
      Chennai: ["Adyar", "Anna Nagar", "T Nagar", "Tambaram", "Velachery"],
      Coimbatore: ["Gandhipuram", "Peelamedu", "RS Puram"],
    },
    Telangana: {
      Hyderabad: ["Banjara Hills", "Gachibowli", "Kondapur", "Kukatpally", "Madhapur"],
      Secunderabad: ["Bowenpally", "Marredpally", "Trimulgherry"],
    },
    "Uttar Pradesh": {
      Lucknow: ["Aliganj", "Gomti Nagar", "Hazratganj", "Indira Nagar"],
      Noida: ["Sector 18", "Sector 62", "Sector 137"],
      Ghaziabad: ["Indirapuram", "Raj Nagar Extension", "Vaishali"],
    },
    "West Bengal": {
      Kolkata: ["Ballygunge", "New Town", "Salt Lake City", "Tollygunge"],
      Howrah: ["Bally", "Shibpur"],
    },
  };
  const states = Object.keys(PLACES);
  const cities = states.flatMap((s) => Object.keys(PLACES[s]).map((c) => ({ state: s, city: c })));
  window.HeldOutPlaces = {
    PLACES,
    states,
    citiesOf: (state) => Object.keys(PLACES[state] || {}),
    localitiesOf: (state, city) => PLACES[state]?.[city] || [],
    /** Every city name, once (some marketplaces ask the city without the state). */
    cityNames: cities.map((c) => c.city),
    /** Every city and locality as one line each ("Mumbai, Maharashtra", "Andheri West, Mumbai, Maharashtra"). */
    placeLines: cities.flatMap(({ state, city }) => [
      `${city}, ${state}`,
      ...PLACES[state][city].map((l) => `${l}, ${city}, ${state}`),
    ]),
    /** The city's localities, whatever its state. */
    localitiesOfCity: (city) => {
      const found = cities.find((c) => c.city === city);
      return found ? PLACES[found.state][city] : [];
    },
  };
})();
