import { readdirSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { telUrl, whatsAppUrl } from "~/lib/contact";
import { NAVIGATION, PAGES } from "../../lib/site/pages";
import { fullSizePhotoUrl, posterUrl } from "~/lib/media";
import { clientDir, productionApp } from "../support/app";
import { avifSrcSet, textOf } from "../support/html";
import { about, admissions, career, disclosure, documents, faculty, footerLinks, gallery, home, onlineEducation, photoOf, school, transport, words } from "../support/content";

let app: Awaited<ReturnType<typeof productionApp>>;
beforeAll(async () => {
  app = await productionApp();
});

const page = async (url: string) => {
  const res = await request(app).get(url);
  return { res, text: textOf(res.text) };
};

describe("every screen is rendered on the server", () => {
  it("home: the video, the banner and both leader cards", async () => {
    const { res, text } = await page("/");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    // Only the poster: the browser attaches the video file once the page has loaded.
    const video = res.text.match(/<video[^>]*>/)?.[0];
    expect(video).toContain(`poster="${posterUrl(photoOf(home.video.poster))}"`);
    expect(video).toContain('preload="none"');
    expect(video).not.toContain(" src=");
    expect(res.text).toContain(avifSrcSet(school.banner.src));
    for (const leader of home.leaders) {
      expect(text).toContain(words.home[leader.role]);
      expect(text).toContain(leader.name);
      expect(text).toContain(leader.qualifications);
      expect(res.text).toContain(avifSrcSet(leader.photo));
      expect(text).toContain(leader.message[0]);
    }
    expect(res.text.match(/<blockquote>/g)).toHaveLength(2);
  });

  it("home: the school's name as the heading, who it is, and Call, WhatsApp and Admissions first", async () => {
    const { res, text } = await page("/");
    const intro = /<div class="home-intro">[\s\S]*?<\/ul><\/div>/.exec(res.text)?.[0] ?? "";
    expect(intro).toContain(`<h1>${school.name}</h1>`);
    for (const fact of [school.board, school.classes, school.medium, school.address.village, school.address.district]) expect(textOf(intro)).toContain(fact);
    expect(intro).toContain(`href="${telUrl(school.phone)}"`);
    expect(intro).toContain(`href="${whatsAppUrl(school.whatsapp)}"`);
    expect(intro).toContain('href="/admissions"');
    // Before the video and the banner.
    expect(res.text.indexOf("home-intro")).toBeLessThan(res.text.indexOf("<video"));
    expect(text.match(new RegExp(school.name, "g"))?.length).toBeGreaterThan(1);
  });

  it("gallery: the page's content and the slideshow hydrate apart, yet arrive in place, without script", async () => {
    const { res } = await page("/gallery");
    // <!--$--> opens a <Suspense> boundary: each hydrates in a task of its own.
    expect(res.text).toContain('<main id="main" tabindex="-1"><!--$--><div class="page">');
    expect(res.text).toContain('<!--$--><section class="slideshow"');
    // Not streamed out of order (hidden, for a script to move into place).
    expect(res.text).not.toContain('<template id="B:');
    expect(res.text).not.toContain("$RC");
  });

  it("gallery: the slideshow and the six cards with their links", async () => {
    const { res, text } = await page("/gallery");
    expect(res.status).toBe(200);
    for (const card of gallery.cards) {
      expect(text).toContain(card.title);
      expect(res.text).toContain(`href="/images?key=${card.key}&amp;count=${card.count}"`);
    }
    expect(text).toContain(gallery.slides[0]!.img_title);
    expect(res.text).toContain(avifSrcSet("/images/slideshow/1.jpg"));
    for (const card of gallery.cards) expect(res.text).toContain(avifSrcSet(card.cover));
  });

  it("images: the photos of the album named in the address", async () => {
    const { res, text } = await page("/images?key=schoolFunctionImages&count=13");
    expect(res.status).toBe(200);
    expect(text).toContain("Annual Function");
    for (let n = 1; n <= 13; n++) {
      const photo = `/images/schoolFunctionImages/${n}.jpg`;
      expect(res.text).toContain(avifSrcSet(photo));
      // Each tile links to the full-size photo and is named by its number, as the viewer's address (#photo-n) is.
      expect(res.text).toContain(`<a id="photo-${n}" href="${fullSizePhotoUrl(photoOf(photo))}">`);
    }
    expect(res.text).toContain('alt="Annual Function, photo 13 of 13"');
    // The first tile, the largest paint on a phone, is fetched with the page (issue 19, point 9).
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(res.text)?.[0];
    expect(preload).toContain(`imageSrcSet="${avifSrcSet("/images/schoolFunctionImages/1.jpg")}"`);
    expect(preload).toContain('fetchPriority="high"');
  });

  it("images: a count above the card's is clamped", async () => {
    const { res } = await page("/images?key=schoolPTMImages&count=50");
    expect(res.status).toBe(200);
    expect(res.text.match(/<img[^>]+src="\/media\/schoolPTMImages-\d+-/g)).toHaveLength(2);
  });

  it("admissions: the image, the letter and the class choice", async () => {
    const { res, text } = await page("/admissions");
    expect(res.status).toBe(200);
    expect(res.text).toContain(avifSrcSet(admissions.image.src));
    for (const part of admissions.letter.paragraphs.flat()) if (typeof part === "string") expect(text).toContain(part.trim());
    // The school's phone, WhatsApp and email, named in the letter, are links.
    const letter = /<article class="letter">[\s\S]*?<\/article>/.exec(res.text)?.[0] ?? "";
    expect(letter).toContain(`href="${telUrl(school.phone)}"`);
    expect(letter).toContain(`href="${whatsAppUrl(school.whatsapp)}"`);
    expect(letter).toContain(`href="mailto:${school.email}"`);
    // The class dropdown, in the server's HTML too (tests/server/admissions.test.ts).
    expect(res.text).toContain(`<label for="admission-class" class="field-label">${admissions.classLabel}</label>`);
    for (const { value } of admissions.classes) expect(text).toContain(words.admissions.classNames[value]);
  });

  it("mpd: six real tables with every figure", async () => {
    const { res, text } = await page("/mpd");
    expect(res.status).toBe(200);
    expect(res.text.match(/<table[ >]/g)).toHaveLength(6);
    expect(res.text).toContain('<th scope="col" role="columnheader">');
    for (const section of disclosure) {
      expect(text).toContain(`${section.letter}. ${section.title}`);
      for (const cell of section.rows.flat()) {
        if (typeof cell !== "object") expect(text).toContain(String(cell));
      }
    }
    const cells = disclosure.flatMap((section) => section.rows.flat());
    for (const cell of cells) {
      if (typeof cell !== "object" || cell.kind === "unavailable") continue;
      if (cell.kind === "document") expect(res.text).toContain(`href="${cell.file}"`);
      // The academic calendar row: the school calendar page, which the notices make.
      else if (cell.kind === "page") expect(res.text).toContain(`<a href="/calendar" data-discover="true">${words.pages.calendar}</a>`);
      else expect(res.text).toContain(`<a href="${cell.href}" target="_blank" rel="noopener noreferrer">`);
    }
    expect(text.match(/Not available/g)).toHaveLength(cells.filter((c) => typeof c === "object" && c.kind === "unavailable").length);
  });

  it("admissions: every class's details are on the page, for readers without script", async () => {
    const { text } = await page("/admissions");
    for (const details of admissions.classes) {
      for (const fact of [words.admissions.classNames[details.value], details.age, details.fees, details.dates, ...details.documents]) expect(text).toContain(fact);
    }
    expect(text).toContain(`Age on ${admissions.cutOffDate}`);
  });

  it("about: history, vision, board and classes, hours and the way to the school", async () => {
    const { res, text } = await page("/about");
    expect(res.status).toBe(200);
    for (const words of [about.introduction, ...about.history, ...about.vision, ...about.how_to_reach, school.board, school.classes, school.affiliationNumber]) {
      expect(text).toContain(words);
    }
    // The page's text has its spaces folded, the no-break ones of "2:00 pm" too.
    for (const season of about.hours.seasons) expect(text).toContain(textOf(`${words.hours.seasons[season.id]} (${season.months}) ${about.hours.days}, ${season.hours}`));
    expect(text).toContain(textOf(`${words.about.office} ${about.hours.office.days}, ${about.hours.office.hours}`));
  });

  it("faculty: every teacher, and the counts of the disclosure's section D, linked", async () => {
    const { res, text } = await page("/faculty");
    expect(res.status).toBe(200);
    for (const teacher of faculty.teachers) {
      for (const fact of [teacher.name, teacher.subject, teacher.qualification]) expect(text).toContain(fact);
    }
    expect(text).toContain(`${faculty.teachers.length} teachers`);
    expect(res.text).toContain('href="/mpd#staff"');
    const staff = disclosure.find((section) => section.id === "staff")!;
    expect(staff.rows[1]?.[2]).toBe(String(faculty.teachers.length));
  });

  it("transport: routes with stops and times, fees, the coordinator's phone and the safety rules", async () => {
    const { res, text } = await page("/transport");
    expect(res.status).toBe(200);
    for (const route of transport.routes) {
      expect(text).toContain(route.name);
      for (const stop of route.stops) for (const times of Object.values(stop.times)) expect(text).toContain(textOf(`${stop.place} ${times.morning.text} ${times.afternoon.text}`));
    }
    for (const fee of transport.fees) expect(text).toContain(`${fee.distance} ${fee.fee}`);
    expect(res.text).toContain(`href="${telUrl(transport.coordinator.phone)}"`);
    for (const rule of transport.safety_rules) expect(text).toContain(rule);
  });

  it("online education: how lessons and homework reach children, and the resources", async () => {
    const { res, text } = await page("/onlineEducation");
    expect(res.status).toBe(200);
    for (const section of onlineEducation.sections) {
      expect(text).toContain(section.heading);
      for (const paragraph of section.paragraphs) expect(text).toContain(paragraph);
    }
    for (const resource of onlineEducation.resources) {
      expect(text).toContain(resource.name);
      if (resource.link) expect(res.text).toContain(`href="${resource.link}"`);
    }
  });

  it("career: the open positions, or that there are none, and how to apply", async () => {
    const { res, text } = await page("/career");
    expect(res.status).toBe(200);
    if (career.vacancies.length === 0) expect(text).toContain(career.noVacancies);
    for (const vacancy of career.vacancies) for (const fact of [vacancy.post, vacancy.subject, vacancy.qualification, vacancy.last_date]) expect(text).toContain(fact);
    expect(res.text).toContain(`href="mailto:${school.email}"`);
  });

  it("every screen has the layout: eight navigation entries and the footer", async () => {
    for (const url of [...PAGES.map((p) => p.path), "/images?key=schoolClubImages&count=5"]) {
      const { text, res } = await page(url);
      for (const entry of NAVIGATION) expect(text).toContain(words.pages[entry.id]);
      expect(text).toContain("All rights reserved");
      expect(res.text).toContain(`href="mailto:${school.email}"`);
      // Every footer link with a target is a link; the others are plain text.
      for (const link of footerLinks) {
        const target = link.to ?? link.href ?? link.file;
        if (target) expect(res.text).toContain(`href="${target}"`);
        else expect(res.text).toContain(`<span>${link.label}</span>`);
      }
    }
  });
});

describe("addresses that are not screens", () => {
  it.each(["/transports", "/about/us", "/nope", "/gallery/extra", "/images/schoolClubImages"])("%s answers 404 inside the layout", async (url) => {
    const { res, text } = await page(url);
    expect(res.status).toBe(404);
    expect(text).toContain("We could not find that page");
    expect(text).toContain("All rights reserved");
    expect(text).toContain(school.phone.display);
  });

  it.each(["/images", "/images?key=nope&count=3", "/images?key=schoolClubImages&count=-1"])("%s answers 404 with a way back to the gallery", async (url) => {
    const { res, text } = await page(url);
    expect(res.status).toBe(404);
    expect(text).toContain("We could not find that photo album");
    expect(res.text).toContain('href="/gallery"');
  });

  const SCRIPT = "<script>alert(1)</script>";
  const ATTRIBUTE = '"><img src=x onerror=alert(1)>';
  it.each([
    [`/images?key=${encodeURIComponent(SCRIPT)}&count=3`, "album"],
    [`/images?key=schoolClubImages&count=${encodeURIComponent(ATTRIBUTE)}`, "album"],
    [`/images?key=${encodeURIComponent(ATTRIBUTE)}`, "album"],
    [`/${encodeURIComponent(SCRIPT)}`, "page"],
    [`/gallery/${encodeURIComponent(ATTRIBUTE)}?q=${encodeURIComponent(SCRIPT)}`, "page"],
  ])("%s answers 404 without echoing its payload", async (url, missing) => {
    const { res, text } = await page(url);
    expect(res.status).toBe(404);
    expect(text).toContain(missing === "album" ? "We could not find that photo album" : "We could not find that page");
    for (const payload of [SCRIPT, ATTRIBUTE, "onerror=alert", "<script>alert"]) expect(res.text).not.toContain(payload);
  });

  it("/images is never redirected to the photo folder", async () => {
    const res = await request(app).get("/images?key=schoolClubImages");
    expect(res.status).toBe(200);
  });

  it("pages refuse to be written to", async () => {
    const res = await request(app).post("/admissions").send("class=lkg");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });
});

describe("the server", () => {
  it("/healthz answers a small JSON body that is never cached", async () => {
    const res = await request(app).get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("compresses HTML", async () => {
    const res = await request(app).get("/mpd").set("Accept-Encoding", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  // Issue 19, point 9: a page a quarter smaller fits a weak connection's first round trip.
  it("answers Brotli to a browser that takes it, whatever order it lists its encodings in", async () => {
    for (const accepted of ["gzip, deflate, br, zstd", "br", "gzip;q=1, br;q=0.9"]) {
      const res = await request(app).get("/gallery").set("Accept-Encoding", accepted);
      expect(res.headers["content-encoding"], accepted).toBe("br");
    }
    const refused = await request(app).get("/gallery").set("Accept-Encoding", "gzip, br;q=0");
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("caches hashed assets for a year and answers a missing one with a plain 404", async () => {
    const asset = readdirSync(path.join(clientDir, "assets")).find((f) => f.endsWith(".js"));
    const res = await request(app).get(`/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await request(app).get("/assets/missing-123.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^text\/plain/);
    expect(missing.text).toBe("Not found");
  });

  it("serves photos and documents with a modest cache lifetime and an ETag", async () => {
    const photo = await request(app).get("/images/schoolClubImages/1.jpg");
    expect(photo.status).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toBe("public, max-age=3600");
    expect(photo.headers.etag).toBeTruthy();
    const pdf = await request(app).get(documents[0]!.file);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("never says what it is built with", async () => {
    for (const url of ["/", "/healthz", "/images/schoolClubImages/1.jpg", "/nope", "/assets/missing.js"]) {
      const res = await request(app).get(url);
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });
});
