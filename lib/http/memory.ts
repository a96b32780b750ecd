// What keeps a long-lived Node process's memory flat on a small server: glibc's malloc with one arena. V8
// compiles and collects on threads of its own, and by default each such thread gets an arena of its own, which
// keeps what it freed: the site's memory then crept up with each publish (its pages rendered and optimised anew)
// though what it held did not (tests/server/follows-live-data.test.ts). Read by malloc when the process starts,
// so it is given in the environment of whatever starts one: the site's and the office's launch (Dockerfile,
// deploy/, package.json) and the processes the office starts. And a fixed size above which malloc maps memory
// of its own for a block and gives it back when freed: by default that size grows with each large block freed,
// and a photo's pixels (a 12-megapixel photo is 36 MB) then stayed in a publish's memory while the new site
// was checked beside it.
export const FLAT_MEMORY = { MALLOC_ARENA_MAX: "1", MALLOC_MMAP_THRESHOLD_: "1048576" } as const;

// What keeps a process that runs beside the site and the office small: V8 sized for memory rather than speed
// (smaller young generation, heap grown later, code less optimised). The new data's check ran at 126 MB
// PSS without it, 92 MB with it, in the same time: it renders each page once, so optimised code buys nothing.
// Given to the processes the office starts: the publish's job, the check's site, the preview's draft and site.
export const SMALL_HEAP = ["--optimize-for-size"] as const;
