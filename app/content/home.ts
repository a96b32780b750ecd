import type { Home } from "~/lib/content-schema";
import { school } from "./school";

export const home: Home = {
  video: {
    src: "/video/school.mp4",
    poster: "/video/school-poster.jpg",
    label: "A short film of a day at the school (sample video)",
  },
  leaders: [
    {
      role: "Director",
      name: "Mr. Ramesh Kumar",
      qualifications: "M.Sc. (Physics), M.Ed.",
      photo: "/images/leaders/director.jpg",
      message: [
        "Welcome to Green Valley Public School. Our school was founded so that every child of the valley can learn close to home, with teachers who know each family.",
        "We believe in simple, honest education: reading, thinking, working with our hands and caring for one another.",
      ],
    },
    {
      role: "Principal",
      name: school.principal.name,
      qualifications: school.principal.qualifications,
      photo: "/images/leaders/principal.jpg",
      message: [
        "Dear parents, thank you for trusting us with your children. Our doors are always open: come and talk to us about your child's progress.",
        "Together we will help every child grow in confidence, knowledge and kindness.",
      ],
    },
  ],
};
