// The school's own details. Everything here is sample data: replace it with the real values.
import type { School } from "~/lib/content-schema";

export const school: School = {
  name: "Green Valley Public School",
  shortName: "Green Valley",
  description:
    "Green Valley Public School is a co-educational day school for the children of the valley, from Nursery to Class X.",
  affiliationNumber: "0000000 (sample)",
  schoolCode: "00000 (sample)",
  address: {
    street: "Village Road 1",
    locality: "Green Valley",
    district: "Sample District",
    state: "Sample State",
    postalCode: "000000",
    country: "India",
  },
  mapUrl: "https://maps.example/green-valley-public-school",
  principal: { name: "Mrs. Asha Verma", qualifications: "M.A. (English), B.Ed." },
  email: "office@greenvalley-school.example",
  phone: "+91 12345 67890",
  messagingNumber: "+91 12345 67890",
  logo: "/images/logo.png",
  /** The top of the home page, and the picture a shared link shows. */
  banner: { src: "/images/banner.jpg", alt: "Green Valley Public School: learning together in the valley" },
  themeColor: "#1d5c3a",
};

/** One line, as an envelope would show it. */
export const postalAddress = [
  school.address.street,
  school.address.locality,
  school.address.district,
  `${school.address.state} ${school.address.postalCode}`,
].join(", ");
