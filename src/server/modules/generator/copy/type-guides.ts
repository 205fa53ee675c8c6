import type { ItemType } from "../data/item-types.ts";
import type { Wear } from "./condition.ts";

/** How copy for one kind of item differs: what it is called, how it ages, what a buyer should check. */
export interface TypeGuide {
  /** What to call it in a sentence when nothing more precise is known ("smartphone"). */
  noun: string;
  /** Added to a title when the product name does not say what it is ("Sony KD-55X85J" -> "... TV"). */
  titleNoun?: string;
  wear: Wear;
  /** What the buyer can check when they come to see it. */
  check: string;
  vehicle?: true;
  /** Whether the seller's mileage belongs in the copy. */
  mileage?: true;
}

const SEE = "You can see it in person before buying.";
const CHECK = "You can check it in person before buying.";

export const TYPE_GUIDES: Record<ItemType, TypeGuide> = {
  phone: {
    noun: "smartphone",
    wear: "used",
    check: "You can check the screen, cameras, speakers, buttons and charging port in person before buying.",
  },
  tablet: {
    noun: "tablet",
    wear: "used",
    check: "You can check the screen, cameras, speakers and charging port in person before buying.",
  },
  laptop: {
    noun: "laptop",
    wear: "used",
    check: "You can check the screen, keyboard, touchpad, ports and battery in person before buying.",
  },
  "computer-accessory": { noun: "computer accessory", wear: "used", check: CHECK },
  "gaming-console": { noun: "gaming console", titleNoun: "Console", wear: "used", check: CHECK },
  camera: {
    noun: "camera",
    titleNoun: "Camera",
    wear: "used",
    check: "You can check the buttons and screen and take a few test shots in person before buying.",
  },
  tv: {
    noun: "TV",
    titleNoun: "TV",
    wear: "used",
    check: "You can check the picture, sound and ports in person before buying.",
  },
  audio: {
    noun: "audio device",
    wear: "used",
    check: "You can check the sound and connections in person before buying.",
  },
  appliance: { noun: "appliance", wear: "used", check: CHECK },
  bike: {
    noun: "motorcycle",
    titleNoun: "Bike",
    wear: "used",
    vehicle: true,
    mileage: true,
    check: "You can inspect the bike and check its papers in person before buying.",
  },
  scooter: {
    noun: "scooter",
    titleNoun: "Scooter",
    wear: "used",
    vehicle: true,
    mileage: true,
    check: "You can inspect the scooter and check its papers in person before buying.",
  },
  car: {
    noun: "car",
    titleNoun: "Car",
    wear: "used",
    vehicle: true,
    mileage: true,
    check: "You can inspect the car and check its papers in person before buying.",
  },
  bicycle: {
    noun: "bicycle",
    titleNoun: "Bicycle",
    wear: "used",
    mileage: true,
    check: "You can check the frame, brakes and tyres in person before buying.",
  },
  furniture: {
    noun: "piece of furniture",
    wear: "used",
    check: "Ask me for measurements if you need them; you can see it in person before buying.",
  },
  kitchenware: { noun: "kitchen item", wear: "used", check: SEE },
  decor: { noun: "decor piece", wear: "used", check: SEE },
  plant: {
    noun: "plant",
    titleNoun: "Plant",
    wear: "plant",
    check: "It is best collected in person so that the plant travels safely.",
  },
  clothing: { noun: "garment", wear: "worn", check: "Ask me for the size and measurements if you need them." },
  shoes: { noun: "pair of shoes", titleNoun: "Shoes", wear: "worn", check: "Ask me for the size if you need it." },
  bag: {
    noun: "bag",
    titleNoun: "Bag",
    wear: "worn",
    check: "Ask me for measurements if you need them; you can see it in person before buying.",
  },
  watch: { noun: "watch", titleNoun: "Watch", wear: "worn", check: CHECK },
  jewellery: { noun: "piece of jewellery", wear: "worn", check: CHECK },
  sports: { noun: "piece of sports equipment", wear: "used", check: CHECK },
  musical: { noun: "instrument", wear: "used", check: "You can try it in person before buying." },
  book: {
    noun: "book",
    titleNoun: "Book",
    wear: "read",
    check: "Ask me if you would like photos of particular pages.",
  },
  toy: {
    noun: "toy",
    wear: "used",
    check: "Ask me about any parts or pieces you want to know about before buying.",
  },
  other: { noun: "item", wear: "used", check: SEE, mileage: true },
};

/** Said at the end of every listing: how OLX, Quikr and Facebook Marketplace buyers reach the seller, safely. */
export const CLOSING =
  "Message me here with any questions or to arrange a time to see it. Please pay only after you have seen it.";
