// The office's forms that send photos (office/screens.tsx, UploadForm): each photo chosen is made, in the phone,
// no larger than the site publishes one (the form's data-shrink-to, on its longest side) and upright, before a
// slow uplink has to carry it (a 12-megapixel photo of 5 MB becomes some 600 kB); then the form goes with its
// progress shown, and its answer replaces the page, as a plain post would. Without this script, the form posts
// as it is.
import { keepDrafts } from "./drafts";

const SHRUNK_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const JPEG_QUALITY = 0.85;

/**
 * The photo upright and at most `longest` px on its longest side: a JPEG (a PNG stays one, for its
 * transparency). The file itself when it is no larger, or not one this browser reads (an iPhone's HEIC outside
 * Safari: the office makes it a JPEG), or when anything fails.
 */
async function shrunk(file: File, longest: number): Promise<File> {
  if (!SHRUNK_TYPES.has(file.type)) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = longest / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d")!;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const type = file.type === "image/png" ? "image/png" : "image/jpeg";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
    if (!blob) return file;
    const name = type === "image/png" ? file.name : `${file.name.replace(/\.[^.]*$/, "")}.jpg`;
    return new File([blob], name, { type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** Puts the shrunk photos in place of the chosen ones, one after the other (a phone holds one photo's pixels at a time). */
async function shrinkChosen(input: HTMLInputElement, longest: number) {
  const chosen = input.files;
  if (!chosen?.length) return;
  const shrunkFiles = new DataTransfer();
  for (const file of chosen) shrunkFiles.items.add(await shrunk(file, longest));
  // Unless another choice came meanwhile.
  if (input.files === chosen) input.files = shrunkFiles.files;
}

/** Sends the form as its button would, its progress in the form's bar, and shows the answer. */
function send(form: HTMLFormElement, submitter: HTMLElement | null) {
  const sending = form.querySelector<HTMLElement>("[data-sending]")!;
  const progress = sending.querySelector("progress")!;
  const failed = form.querySelector<HTMLElement>("[data-send-failed]")!;
  const buttons = form.querySelectorAll("button");
  const data = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name) data.set(submitter.name, submitter.value);
  const request = new XMLHttpRequest();
  request.open("POST", form.action);
  request.responseType = "document";
  request.upload.addEventListener("progress", (event) => {
    if (event.lengthComputable) progress.value = event.loaded / event.total;
  });
  const fail = () => {
    sending.hidden = true;
    failed.hidden = false;
    for (const button of buttons) button.disabled = false;
  };
  request.addEventListener("load", () => {
    const answer = request.response as Document | null;
    // Not an office page: the connection was cut (a 408), or something between answered.
    if (!answer?.querySelector("main")) return fail();
    // Sent on to another page (a publish's progress, the sign-in): go there as a browser would.
    if (request.responseURL !== form.action) return location.assign(request.responseURL);
    document.documentElement.replaceWith(document.adoptNode(answer.documentElement));
    scrollTo(0, 0);
    wireUploadForms();
    keepDrafts();
  });
  request.addEventListener("error", fail);
  request.addEventListener("timeout", fail);
  for (const button of buttons) button.disabled = true;
  failed.hidden = true;
  sending.hidden = false;
  request.send(data);
}

function wireUploadForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-shrink-to]")) {
    const longest = Number(form.dataset.shrinkTo);
    let shrinking = Promise.resolve();
    for (const input of form.querySelectorAll<HTMLInputElement>("input[type=file]")) {
      input.addEventListener("change", () => (shrinking = shrinkChosen(input, longest)));
    }
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const submitter = event.submitter;
      // A photo still being made smaller: the bar moves once it is ready.
      form.querySelector<HTMLElement>("[data-sending]")!.hidden = false;
      form.querySelector("progress")!.removeAttribute("value");
      void shrinking.then(() => send(form, submitter));
    });
  }
}

wireUploadForms();
