import type { Condition } from "../../../../contract/enums.ts";

/** How an item shows its age: most things are used, clothes are worn, books read, plants grow. */
export type Wear = "used" | "worn" | "read" | "plant";

/** What each condition means, in words a buyer can hold the seller to; nothing beyond the grade is claimed. */
const SENTENCE: Record<Wear, Record<Condition, string>> = {
  used: {
    new: "It is new and unused.",
    "like-new": "It is like new: hardly used and kept with care.",
    excellent: "It is in excellent condition: lightly used and well looked after.",
    good: "It is in good condition: used, with the normal signs of wear that the photos show.",
    fair: "It is in fair condition: it shows clear signs of use, so please look at the photos closely.",
    poor: "It is in poor condition and sold as is; please check the photos carefully before you make an offer.",
  },
  worn: {
    new: "It is new and unworn.",
    "like-new": "It is like new: barely worn and kept with care.",
    excellent: "It is in excellent condition: gently worn and well looked after.",
    good: "It is in good condition: worn, with the normal signs of wear that the photos show.",
    fair: "It is in fair condition: it shows clear signs of wear, so please look at the photos closely.",
    poor: "It is in poor condition and sold as is; please check the photos carefully before you make an offer.",
  },
  read: {
    new: "It is new and unread.",
    "like-new": "It is like new, with hardly any signs of reading.",
    excellent: "It is in excellent condition: read with care.",
    good: "It is in good condition: read, with the normal signs of handling that the photos show.",
    fair: "It is in fair condition: well read, with clear signs of handling, so please look at the photos closely.",
    poor: "It is in poor condition and sold as is; please check the photos carefully before you make an offer.",
  },
  plant: {
    new: "The plant is healthy and growing well, as the photos show.",
    "like-new": "The plant is healthy and growing well, as the photos show.",
    excellent: "The plant is healthy and growing well, as the photos show.",
    good: "The plant is healthy, as the photos show.",
    fair: "The plant needs a little care; the photos show it as it is today.",
    poor: "The plant needs care to recover; please look at the photos before you decide.",
  },
};

export const conditionSentence = (wear: Wear, condition: Condition): string => SENTENCE[wear][condition];

export interface ConditionWords {
  /** After the name: "Samsung Galaxy S21 - Good Condition". */
  label: string;
  /** Before the name, or absent when it would not read well there: "Good Condition Samsung Galaxy S21". */
  lead?: string;
  /** A second way of saying it, for one more title. */
  alt?: string;
}

const TITLE_WORDS: Record<Condition, ConditionWords> = {
  new: { label: "Brand New", lead: "Brand New", alt: "Unused" },
  "like-new": { label: "Like New", lead: "Like New", alt: "Barely Used" },
  excellent: { label: "Excellent Condition", lead: "Excellent Condition", alt: "Well Kept" },
  good: { label: "Good Condition", lead: "Good Condition" },
  fair: { label: "Fair Condition", lead: "Fair Condition" },
  poor: { label: "Sold As Is", alt: "Poor Condition" },
};
const PLANT_WORDS: Record<Condition, ConditionWords> = {
  new: { label: "Healthy, Growing Well", lead: "Healthy" },
  "like-new": { label: "Healthy, Growing Well", lead: "Healthy" },
  excellent: { label: "Healthy, Growing Well", lead: "Healthy" },
  good: { label: "Healthy", lead: "Healthy" },
  fair: { label: "Needs Some Care" },
  poor: { label: "Needs Care" },
};

export const conditionWords = (wear: Wear, condition: Condition): ConditionWords =>
  (wear === "plant" ? PLANT_WORDS : TITLE_WORDS)[condition];
