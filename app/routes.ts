import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site's five screens. Any other address is answered by the root error boundary with a 404.
export default [
  index("routes/home.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("images", "routes/images.tsx"),
  route("admissions", "routes/admissions.tsx"),
  route("mpd", "routes/mpd.tsx"),
  // What the service worker shows offline for a page not read before; not a screen.
  route("offline", "routes/offline.tsx"),
] satisfies RouteConfig;
