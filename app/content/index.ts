// Everything the school publishes, in one place for the build-time check.
export { admissions } from "./admissions";
export { disclosure } from "./disclosure";
export { documents } from "./documents";
export { gallery } from "./gallery";
export { home } from "./home";
export { footerLinks, navigation } from "./navigation";
export { school } from "./school";
