import type { Admissions } from "~/lib/content-schema";
import { school } from "./school";

export const admissions: Admissions = {
  image: { src: "/images/admissions.jpg", alt: "Admissions open at Green Valley Public School" },
  letter: {
    greeting: "Dear parents,",
    paragraphs: [
      `Admissions are open at ${school.name} for Nursery, LKG, UKG and Class I for the coming session.`,
      "Please visit the school office between 9 am and 1 pm on any working day with your child's birth certificate, two passport-size photos and an address proof. Our staff will help you fill in the form.",
      `For any question, call us on ${school.phone} or write to ${school.email}.`,
    ],
    signature: `${school.principal.name}, Principal`,
  },
  classLabel: "Please Choose Class",
  classes: [
    { value: "nursery", label: "Nursery" },
    { value: "lkg", label: "LKG" },
    { value: "ukg", label: "UKG" },
    { value: "first", label: "Class - I" },
  ],
};
