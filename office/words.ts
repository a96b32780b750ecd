import type { GuessableReason, PasswordProblem } from "./sign-in/password-policy";
import { PASSWORD_MAX, PASSWORD_MIN } from "./sign-in/password-policy";
import type { NoticeDateProblem } from "../lib/content/notices";
import { formatDate } from "../lib/site/dates";
import type { NoticeField } from "./notices/form";

export type Language = "en" | "hi";

/** How long to wait, in words: "40 seconds", "15 minutes". */
function duration(ms: number, language: Language) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return language === "en" ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${seconds} सेकंड`;
  const minutes = Math.ceil(seconds / 60);
  return language === "en" ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${minutes} मिनट`;
}

/** Why a new password is too easy to guess (sign-in/password-policy.ts), inside the sentence that refuses it. */
const GUESSABLE: Record<Language, Record<GuessableReason, string>> = {
  en: {
    personName: "it contains your name",
    officeWord: 'it contains a word of the office\'s own, like "school" or "office"',
    schoolName: "it contains the school's name",
    schoolPlace: "it contains the name of the school's village, town or district",
    repeat: "it repeats the same letters or words",
    sequence: "it is a run of letters or numbers, like 12345 or abcde",
    keyboard: "it follows a row or a pattern of keys on the keyboard",
    date: "it is built around a year or a date",
    common: "it is built on passwords that robots try first",
    words: "it is only one or two common words or names",
    pattern: "this is a common pattern",
  },
  hi: {
    personName: "इसमें आपका नाम है",
    officeWord: 'इसमें कार्यालय का अपना कोई शब्द है, जैसे "school", "office" या "कार्यालय"',
    schoolName: "इसमें विद्यालय का नाम है",
    schoolPlace: "इसमें विद्यालय के गाँव, शहर या ज़िले का नाम है",
    repeat: "इसमें वही अक्षर या शब्द दोहराए गए हैं",
    sequence: "यह अक्षरों या अंकों का क्रम है, जैसे 12345 या abcde",
    keyboard: "यह कीबोर्ड की कुंजियों की किसी पंक्ति या आकार पर चलता है",
    date: "यह किसी साल या तारीख़ पर बना है",
    common: "यह उन पासवर्डों पर बना है जिन्हें रोबोट सबसे पहले आज़माते हैं",
    words: "यह बस एक-दो आम शब्द या नाम है",
    pattern: "यह एक आम ढर्रा है",
  },
};

/** One problem as it is; several as a list under a line saying how many ("3 things to correct:"). */
const listed = (problems: string[], howMany: (count: number) => string) =>
  problems.length === 1 ? problems[0]! : `${howMany(problems.length)}:\n${problems.map((problem) => `• ${problem}`).join("\n")}`;

const en = {
  office: "School office",
  otherLanguage: "हिन्दी",
  signInTitle: "Sign in",
  signInIntro: "Sign in to change the school's website.",
  passkeyButton: "Sign in with a passkey",
  passkeyHelp: "Your phone or computer asks for your fingerprint, face or screen lock.",
  passkeyUnavailable: "This browser cannot use a passkey here: it needs JavaScript turned on and a recent browser. Use your name and password below.",
  passwordHeading: "Or with your name and password",
  nameLabel: "Your name",
  passwordLabel: "Password",
  signInButton: "Sign in",
  wrongPassword: "That name and password do not match an account of the office. Check both and try again.",
  slowedDown: (waitMs: number) =>
    `Too many attempts to sign in with this name or from this network. Wait ${duration(waitMs, "en")} and try again. Nothing was checked this time. On a phone or computer where you signed in before, others' attempts never make you wait, and a passkey never waits.`,
  deviceSlowedDown: (waitMs: number) =>
    `Too many wrong passwords on this phone or computer. Wait ${duration(waitMs, "en")} and try again. Nothing was checked this time.`,
  passwordSwitchedOff:
    "For this name, the password no longer opens the office: a wrong password was typed 100 times in a row, perhaps by a robot guessing it. Sign in with a passkey, or ask whoever looks after the office's server for a new set-up link, where you choose a new password.",
  tooManyPasskeyRequests: (waitMs: number) => `A passkey was asked for too many times in a minute from here. Wait ${duration(waitMs, "en")} and try again.`,
  busy: "The office is busy with too many sign-ins at once. Wait a minute and try again.",
  passkeyRefused: "This passkey was not accepted. Try again, or sign in with your name and password.",
  passkeyCancelled: "The passkey was not used (cancelled, or it took too long). Try again, or use your name and password.",
  sessionEnded: "You were signed out: after an hour without use, a day after signing in, or from another phone or computer. Sign in again.",
  signedOut: "You have signed out.",
  signedOutEverywhere: "You have signed out on every phone and computer.",
  setupTitle: "Set up your sign-in",
  setupHello: (name: string) => `Hello, ${name}. Choose how you will sign in to the school office.`,
  setupReplaces: "Setting up here replaces the passkeys and the password this account had before.",
  passkeyHeading: "A passkey (best on a phone)",
  passkeyExplain: "Your phone or computer keeps the key and unlocks it with your fingerprint, face or screen lock: nothing to remember, nothing a robot can guess.",
  createPasskeyButton: "Create a passkey",
  createPasskeyUnavailable: "This browser cannot create a passkey here: it needs JavaScript turned on and a recent browser. Choose a password below.",
  passkeyNotCreated: "The passkey was not created (cancelled, or it took too long). Try again, or choose a password.",
  passwordChoiceHeading: "Or a password",
  passwordRule: `At least ${PASSWORD_MIN} characters, any characters, and not easy to guess: not your name or the school's, not a common password or pattern. Several words you will remember, with spaces between them, make a good one.`,
  newPasswordLabel: "New password",
  repeatPasswordLabel: "The same password again",
  savePasswordButton: "Save the password and sign in",
  passwordProblem: (problem: PasswordProblem) => {
    switch (problem.kind) {
      case "short":
        return `This password is too short: it has ${problem.length} characters and needs at least ${PASSWORD_MIN}. Several words with spaces between them make a long one that is easy to remember.`;
      case "long":
        return `This password is too long: at most ${PASSWORD_MAX} characters.`;
      case "guessable":
        return `This password is too easy to guess: ${GUESSABLE.en[problem.reason]}. Choose another one: several words you will remember, that have nothing to do with you or the school, make a good one.`;
      case "different":
        return "The two passwords are not the same. Type the same password in both boxes.";
    }
  },
  linkUnusable: "This set-up link cannot be used: it was used already, it is more than a day old, or a newer link replaced it. Ask whoever looks after the office's server for a new one.",
  linkUnusableCommand: "They make it with this command:",
  homeTitle: "The office",
  signedInAs: (name: string) => `Signed in as ${name}`,
  signOutButton: "Sign out",
  signOutEverywhereButton: "Sign out everywhere",
  signOutEverywhereHelp: "Ends your sign-in on every phone and computer, this one too.",
  sections: { edit: "Edit the website", preview: "Preview", notice: "Post a notice", photos: "Photos for an album", publish: "Publish", history: "History" },
  notFound: "There is no such page in the office.",
  backToOffice: "Back to the office",
  foreignRequest: "Refused: this request did not come from the office's own pages, so nothing was changed. Open the office again and try once more.",
  unreadable: "The office could not read what was sent, so nothing was changed. Go back and try again.",
  failed: "Something went wrong in the office and nothing was changed. Try again; if it happens again, tell whoever looks after the server.",
  errorTitle: "Not done",
  publishTitle: "Publish",
  publishIntro: "Puts everything saved in the editor on the website. It takes a minute or two; the website stays as it is until the new one is whole and checked.",
  publishButton: "Publish the website now",
  liveNow: (publish: number, when: string, by: string) => `The website shows publish ${publish}, made ${when} by ${by}.`,
  atTheServer: "someone at the server",
  busyPublishing: (who: string, since: string, ago: string) => `${who} is publishing, since ${since} (${ago}). Wait for it to end: nothing was started.`,
  seeProgress: "See how it is going",
  runningTitle: "Publishing…",
  undoingTitle: "Going back…",
  runningIntro: (who: string, since: string) => `Started by ${who} at ${since}. This page follows it by itself; the website stays as it is until the new one is ready.`,
  liveTitle: "The new website is live",
  liveText: "Parents see it now; nothing stopped while it changed.",
  openPage: "Open the page",
  shareOnWhatsApp: "Share on WhatsApp",
  undoneTitle: "The website went back",
  notPublishedTitle: "The website was NOT changed",
  inPlaceTitle: "Published: the website shows it when it starts",
  inPlaceText: "No website is running on this server to take it up now. When it starts, it shows this publish.",
  notPublishedText: "The website is exactly as it was. What the publish said is below: correct what it names in the editor and publish again.",
  removalsAsked: "This publish removes photos that parents may have shared links to (listed below). To publish it anyway, and let those links stop working:",
  publishAnywayButton: "Publish anyway",
  removedAlbum: (folder: string) => `The album ${folder} is no longer in the gallery: the addresses of its photos would stop working.`,
  removedPhotos: (folder: string) => `The album ${folder} has fewer photos: the addresses of its last photos would stop working.`,
  keepPhotos: (editLink: string) => `To keep them instead, choose "${editLink}", put the album and its photos back, then publish again.`,
  whatItSaid: "What the publish said",
  contentRefused: (count: number) =>
    `The website is exactly as it was: what is saved has ${count === 1 ? "a mistake" : `${count} mistakes`} to correct first. Correct ${count === 1 ? "it" : "each"} in the editor (a notice in its form), then publish again.`,
  stepsLabel: "Steps of the publish",
  publishSteps: { content: "Checking what was saved", photos: "Making the photos ready for phones", check: "Trying every page of the new website", live: "Putting it on the website" },
  photosDone: (done: number, total: number) => `${done} of ${total} photos`,
  stepDone: "done",
  historyTitle: "History",
  historyIntro: "Every change of the website, newest first: each publish and each going back, when, by whom and what changed.",
  onTheSiteNow: "on the website now",
  publishKind: (publish: number) => `Publish ${publish}`,
  undoKind: (publish: number) => `Went back to publish ${publish}`,
  beforeKind: (publish: number) => `Publish ${publish}: the website as it was before publishes were kept`,
  byWhom: (who: string) => `by ${who}`,
  noLongerKept: "no longer kept",
  changedFiles: (files: string) => `Changed: ${files}`,
  goBackButton: (publish: number) => `Go back to publish ${publish}`,
  goBackHelp: "Puts that website back, and its files in the editor; what was saved since is kept aside, never deleted.",
  noHistory: "Nothing was published yet.",
  editLink: "Open the editor",
  previewLink: "See the website with what is saved, before publishing",
  previewRefusedTitle: "The preview is for the school office",
  previewRefused: { before: "Open the preview from the office: sign in at ", after: " and choose Preview." },
  previewRefusedWhy: "A link into the preview works once, within a minute, and the preview closes when you sign out of the office.",
  // The preview's own pages and banner (office/preview/site.ts), in the language of the page asked for.
  previewSite: {
    startingTitle: "The preview is starting",
    starting: "The preview is starting: this page opens by itself in a moment.",
    notShowing: "This preview is NOT showing your last change.",
    because: "It shows the content as it was before, because:",
    correctIt: "Correct it (in the editor or in the file) and save: this notice goes away once the preview can use it.",
  },
  goToOffice: "Go to the office",
  publishLink: "Publish the website",
  historyLink: "See what was published",
  noticeTitle: "Post a notice",
  noticeIntro: "It shows on the website after you publish, from its day on, in the notices and on the home page.",
  fieldLabels: {
    title: "Title in English",
    title_hi: "Title in Hindi",
    published: "Shown from",
    last_day: "Last day shown (optional)",
    category: "Category",
    classes: "Classes (optional)",
    classes_hi: "Classes in Hindi (optional)",
    text: "Text in English",
    text_hi: "Text in Hindi",
    event_day: "Day of the event",
    event_starts: "Starts (optional)",
    event_ends: "Ends (optional)",
    event_place: "Place (optional)",
    event_place_hi: "Place in Hindi (optional)",
    attachment: "A photo or a PDF (optional)",
  } satisfies Record<NoticeField, string>,
  fieldHelp: {
    title: "A few words, as on the notice board. In English, in Hindi, or both: one of the two is enough.",
    title_hi: "In Hindi, in English, or both: one of the two is enough.",
    published: "Before this day nobody sees it.",
    last_day: "After this day it leaves the list and stays in the archive.",
    classes: "Whom it concerns, like Classes VI to VIII. Empty: everyone.",
    text: "An empty line between paragraphs. In English, in Hindi, or both.",
    text_hi: "An empty line between paragraphs. In Hindi, in English, or both.",
    event_day: "Puts the notice on the school calendar, and lets parents add it to theirs.",
    event_starts: "For a meeting or a function at a time of day.",
    event_ends: "With a start time only.",
    event_place: "Where it happens, like the school hall.",
    attachment: "From the camera or the gallery (an iPhone's photo too), or a PDF; at most 20 MB.",
  } as Partial<Record<NoticeField, string>>,
  eventHeading: "An event on the school calendar (optional)",
  noticeChecks: {
    titleNeeded: "Write a title, in English or in Hindi (or both).",
    textNeeded: "Write the notice's text, in English or in Hindi (or both).",
    notADay: (typed: string) => `"${typed}" is not a day the site can read: choose it in the calendar, or write it as day/month/year, like 31/03/2027.`,
    notATime: (typed: string) => `"${typed}" is not a time the site can read: choose it on the clock, or write it like 10:00 or 2:30 pm.`,
    eventNeedsDay: "An event needs its day: choose it, or empty the event's time and place.",
    dates: (problem: NoticeDateProblem) => {
      switch (problem.kind) {
        case "lastDayBeforePublished":
          return `The last day it is shown (${formatDate(problem.lastDay, "en")}) is before the day it is first shown (${formatDate(problem.published, "en")}). Correct one of the two.`;
        case "eventLastDayBeforeDay":
          return `The event's last day (${formatDate(problem.lastDay, "en")}) is before its first day (${formatDate(problem.day, "en")}). Correct one of the two.`;
        case "timesOnSeveralDays":
          return "An event with times is on one day: remove the times, or write a notice for each day.";
        case "endWithoutStart":
          return "An end time needs a start time: choose when it starts.";
        case "endsBeforeStart":
          return `The event ends (${problem.ends}) before it starts (${problem.starts}). Correct one of the two.`;
      }
    },
    attachmentLetGo: "The file chosen before is no longer held: choose it again.",
  },
  attachmentKept: (name: string) => `${name}: kept. Choose another file to replace it.`,
  saveAndPublishButton: "Save and publish",
  saveOnlyButton: "Save only",
  noticeNotSaved: "Not saved: correct what is marked below. Everything you typed is still here.",
  noticeSaved: (title: string) => `Saved: ${title}. It shows on the website once you publish.`,
  noticesTitle: "Notices",
  noticesIntro: "The notices on the website now and those waiting for their day. Taking one down hides it from the next publish on.",
  takeDownButton: "Take down now",
  takenDown: (title: string) => `${title} is taken down: it leaves the website when you publish.`,
  shownFromTo: (from: string, to: string) => `Shown from ${from} to ${to}`,
  shownFrom: (from: string) => `Shown from ${from}`,
  newNoticeLink: "Post a notice",
  noticesLink: "The notices",
  fillIn: "Fill this in.",
  albumsTitle: "Photos for an album",
  albumsIntro: "Choose an album, then its new photos from the camera or the gallery (several at once, an iPhone's too). They come after the photos already there, on the website once you publish.",
  albumPhotoCount: (count: number) => `${count} photo${count === 1 ? "" : "s"}`,
  photosLabel: (album: string) => `New photos for ${album}`,
  addPhotosButton: "Add these photos",
  photosAdded: (count: number, album: string, names: string) => `${count} photo${count === 1 ? "" : "s"} added to ${album}: ${names}. They show on the website once you publish.`,
  photosNotAdded: "Not added:",
  noPhotosChosen: "No photo was chosen: choose one or more, then Add these photos.",
  publishNowButton: "Publish the website now",
  albumsLink: "Photos for an album",
  tooLarge: "This file is larger than the office takes (20 MB). Choose a smaller photo, or make the PDF smaller.",
  editor: {
    // Decap's own buttons and messages, as the office names them (office/editor/media-library.js puts them in).
    decap: {
      save: "Save",
      saving: "Saving…",
      saveNow: "Save now",
      saveAndNew: "Save, then write a new one",
      saveAndCopy: "Save, then copy it into a new one",
      copy: "Copy it into a new one",
      saved: "Saved",
      savedToast: "Saved. The website shows it once you publish (Publish, on the office's home page).",
      noUnsavedChanges: "No unsaved changes",
      unsavedChanges: "Unsaved changes",
      deleteButton: "Delete the file…",
      deleting: "Deleting…",
      confirmDelete: "Delete %{file}? It leaves the website with the next publish, and its address stops working. (To take a notice down and keep it, use Take down now under the office's Notices.)",
      confirmDeleteUnsaved: "Delete %{file}, and the changes not saved? It leaves the website with the next publish, and its address stops working.",
      notDeleted: "Not deleted: %{details}",
      preview: "Preview",
      missingRequiredField: "Not saved: a field needs correcting. Its message is beside it, in red.",
    },
    // The groups of forms on the editor's left (office/editor/config.yml names them in English), and the albums' forms (office/editor/app.ts).
    forms: {
      collections: {
        notices: "Notices",
        school: "School and home page",
        gallery: "Gallery",
        admissions: "Admissions",
        disclosure: "Disclosure and documents",
        pages: "Pages of the navigation",
        albums: "Albums' photos",
      },
      albumPhotos: "Photos added to this album",
      albumPhotosHelp: "Choose photos (several at once, iPhone photos too), then Save: they are saved into the album's folder, after the photos already there.",
    },
    // The photo picker (media-library.js).
    picker: {
      addPhotos: "Add photos",
      choosePhoto: "Choose a photo",
      chooseFile: "Choose a file",
      photoHelp: "A JPEG, PNG or WebP photo, or an iPhone's HEIC photo (it is made a JPEG).",
      severalHelp: "Choose several at once if you like.",
      fileHelp: "A PDF for a document, an MP4 for the video.",
      notSavedYet: "Nothing is saved until you choose Save.",
      chooseOne: "Choose from this computer",
      chooseSeveral: "Choose photos from this computer",
      checking: "%{name}: checking…",
      ready: "%{name}: ready, as %{as}.",
      notSent: "%{name} could not be sent to the office: check the connection and choose it again.",
      close: "Close",
    },
    notSaved: (problems: string[]) =>
      `Not saved: nothing was changed. ${listed(problems, (count) => `${count} things to correct`)}\nCorrect ${problems.length === 1 ? "it" : "them"} and choose Save again.`,
    refused: (what: string) => `The editor reads and changes only the files of its forms, and photos and PDFs in their folders: not ${what}.`,
    letGo: (names: string, hours: number) => `Not saved: ${names} was chosen more than ${hours} hours ago, or before the office started again, and never saved, so the office let it go. Choose it again, then Save.`,
  },
};

export type Words = typeof en;

const hi: Words = {
  office: "विद्यालय कार्यालय",
  otherLanguage: "English",
  signInTitle: "साइन इन",
  signInIntro: "विद्यालय की वेबसाइट बदलने के लिए साइन इन करें।",
  passkeyButton: "पासकी से साइन इन करें",
  passkeyHelp: "आपका फ़ोन या कंप्यूटर आपकी उँगली की छाप, चेहरा या स्क्रीन लॉक माँगेगा।",
  passkeyUnavailable: "यह ब्राउज़र यहाँ पासकी का उपयोग नहीं कर सकता: इसके लिए JavaScript चालू होना और नया ब्राउज़र चाहिए। नीचे अपना नाम और पासवर्ड लिखें।",
  passwordHeading: "या अपने नाम और पासवर्ड से",
  nameLabel: "आपका नाम",
  passwordLabel: "पासवर्ड",
  signInButton: "साइन इन करें",
  wrongPassword: "यह नाम और पासवर्ड कार्यालय के किसी खाते से मेल नहीं खाते। दोनों जाँचें और फिर से कोशिश करें।",
  slowedDown: (waitMs: number) =>
    `इस नाम से या इस नेटवर्क से साइन इन की बहुत अधिक कोशिशें हुई हैं। ${duration(waitMs, "hi")} रुककर फिर से कोशिश करें। इस बार कुछ नहीं जाँचा गया। जिस फ़ोन या कंप्यूटर पर आपने पहले साइन इन किया था, वहाँ दूसरों की कोशिशों के कारण आपको कभी रुकना नहीं पड़ता, और पासकी कभी नहीं रुकती।`,
  deviceSlowedDown: (waitMs: number) =>
    `इस फ़ोन या कंप्यूटर पर बहुत अधिक गलत पासवर्ड डाले गए हैं। ${duration(waitMs, "hi")} रुककर फिर से कोशिश करें। इस बार कुछ नहीं जाँचा गया।`,
  passwordSwitchedOff:
    "इस नाम के लिए अब पासवर्ड से कार्यालय नहीं खुलता: लगातार 100 बार गलत पासवर्ड डाला गया, शायद किसी रोबोट ने अनुमान लगाते हुए। पासकी से साइन इन करें, या कार्यालय का सर्वर सँभालने वाले व्यक्ति से नया लिंक माँगें, जहाँ आप नया पासवर्ड चुनेंगे।",
  tooManyPasskeyRequests: (waitMs: number) => `यहाँ से एक मिनट में बहुत बार पासकी माँगी गई। ${duration(waitMs, "hi")} रुककर फिर से कोशिश करें।`,
  busy: "कार्यालय में एक साथ बहुत सारे साइन इन चल रहे हैं। एक मिनट रुककर फिर से कोशिश करें।",
  passkeyRefused: "यह पासकी स्वीकार नहीं हुई। फिर से कोशिश करें, या अपने नाम और पासवर्ड से साइन इन करें।",
  passkeyCancelled: "पासकी का उपयोग नहीं हुआ (रद्द किया गया, या बहुत देर हुई)। फिर से कोशिश करें, या नाम और पासवर्ड का उपयोग करें।",
  sessionEnded: "आप साइन आउट हो गए: एक घंटे तक उपयोग न होने पर, साइन इन के एक दिन बाद, या किसी दूसरे फ़ोन या कंप्यूटर से। फिर से साइन इन करें।",
  signedOut: "आप साइन आउट हो गए हैं।",
  signedOutEverywhere: "आप हर फ़ोन और कंप्यूटर पर साइन आउट हो गए हैं।",
  setupTitle: "अपना साइन इन तैयार करें",
  setupHello: (name: string) => `नमस्ते, ${name}। चुनें कि आप विद्यालय कार्यालय में कैसे साइन इन करेंगे।`,
  setupReplaces: "यहाँ तैयार करने से इस खाते की पहले की पासकी और पासवर्ड हट जाएँगे।",
  passkeyHeading: "पासकी (फ़ोन पर सबसे अच्छा)",
  passkeyExplain: "आपका फ़ोन या कंप्यूटर कुंजी रखता है और उसे आपकी उँगली की छाप, चेहरे या स्क्रीन लॉक से खोलता है: कुछ याद नहीं रखना, और कोई रोबोट अनुमान नहीं लगा सकता।",
  createPasskeyButton: "पासकी बनाएँ",
  createPasskeyUnavailable: "यह ब्राउज़र यहाँ पासकी नहीं बना सकता: इसके लिए JavaScript चालू होना और नया ब्राउज़र चाहिए। नीचे पासवर्ड चुनें।",
  passkeyNotCreated: "पासकी नहीं बनी (रद्द किया गया, या बहुत देर हुई)। फिर से कोशिश करें, या पासवर्ड चुनें।",
  passwordChoiceHeading: "या पासवर्ड",
  passwordRule: `कम से कम ${PASSWORD_MIN} अक्षर, कोई भी अक्षर, और ऐसा जिसका अनुमान लगाना आसान न हो: आपका या विद्यालय का नाम नहीं, कोई आम पासवर्ड या ढर्रा नहीं। याद रहने वाले कई शब्द, बीच में खाली जगह के साथ, अच्छा पासवर्ड बनाते हैं।`,
  newPasswordLabel: "नया पासवर्ड",
  repeatPasswordLabel: "वही पासवर्ड फिर से",
  savePasswordButton: "पासवर्ड सहेजें और साइन इन करें",
  passwordProblem: (problem: PasswordProblem) => {
    switch (problem.kind) {
      case "short":
        return `यह पासवर्ड बहुत छोटा है: इसमें ${problem.length} अक्षर हैं और कम से कम ${PASSWORD_MIN} चाहिए। बीच में खाली जगह वाले कई शब्द लंबा और याद रखने में आसान पासवर्ड बनाते हैं।`;
      case "long":
        return `यह पासवर्ड बहुत लंबा है: अधिकतम ${PASSWORD_MAX} अक्षर।`;
      case "guessable":
        return `इस पासवर्ड का अनुमान लगाना बहुत आसान है: ${GUESSABLE.hi[problem.reason]}। कोई दूसरा चुनें: याद रहने वाले कई शब्द, जिनका आपसे या विद्यालय से कोई लेना-देना न हो, अच्छा पासवर्ड बनाते हैं।`;
      case "different":
        return "दोनों पासवर्ड एक जैसे नहीं हैं। दोनों खानों में वही पासवर्ड लिखें।";
    }
  },
  linkUnusable: "यह लिंक अब काम नहीं करता: इसका उपयोग हो चुका है, यह एक दिन से पुराना है, या किसी नए लिंक ने इसकी जगह ले ली है। कार्यालय का सर्वर सँभालने वाले व्यक्ति से नया लिंक माँगें।",
  linkUnusableCommand: "वे इसे इस कमांड से बनाते हैं:",
  homeTitle: "कार्यालय",
  signedInAs: (name: string) => `${name} के रूप में साइन इन`,
  signOutButton: "साइन आउट",
  signOutEverywhereButton: "हर जगह से साइन आउट",
  signOutEverywhereHelp: "हर फ़ोन और कंप्यूटर पर आपका साइन इन समाप्त करता है, इस पर भी।",
  sections: { edit: "वेबसाइट बदलें", preview: "पूर्वावलोकन", notice: "सूचना डालें", photos: "एल्बम के लिए फ़ोटो", publish: "प्रकाशित करें", history: "इतिहास" },
  notFound: "कार्यालय में ऐसा कोई पेज नहीं है।",
  backToOffice: "कार्यालय पर वापस",
  foreignRequest: "अस्वीकार: यह अनुरोध कार्यालय के अपने पेजों से नहीं आया, इसलिए कुछ नहीं बदला गया। कार्यालय फिर से खोलें और एक बार और कोशिश करें।",
  unreadable: "कार्यालय भेजी गई जानकारी पढ़ नहीं सका, इसलिए कुछ नहीं बदला गया। वापस जाकर फिर से कोशिश करें।",
  failed: "कार्यालय में कुछ गड़बड़ हुई और कुछ नहीं बदला गया। फिर से कोशिश करें; फिर भी हो तो सर्वर सँभालने वाले व्यक्ति को बताएँ।",
  errorTitle: "नहीं हुआ",
  publishTitle: "प्रकाशित करें",
  publishIntro: "संपादक में सहेजी गई हर चीज़ वेबसाइट पर डालता है। इसमें एक-दो मिनट लगते हैं; जब तक नई वेबसाइट पूरी और जाँची हुई न हो, वेबसाइट जैसी है वैसी रहती है।",
  publishButton: "वेबसाइट अभी प्रकाशित करें",
  liveNow: (publish: number, when: string, by: string) => `वेबसाइट पर प्रकाशन ${publish} दिख रहा है, ${when} को ${by} ने बनाया।`,
  atTheServer: "सर्वर पर किसी ने",
  busyPublishing: (who: string, since: string, ago: string) => `${who} प्रकाशित कर रहे हैं, ${since} से (${ago})। इसके पूरा होने तक रुकें: कुछ शुरू नहीं किया गया।`,
  seeProgress: "देखें कि कैसा चल रहा है",
  runningTitle: "प्रकाशित हो रहा है…",
  undoingTitle: "वापस जा रहे हैं…",
  runningIntro: (who: string, since: string) => `${who} ने ${since} पर शुरू किया। यह पेज अपने आप इसे दिखाता रहता है; नई वेबसाइट तैयार होने तक वेबसाइट जैसी है वैसी रहती है।`,
  liveTitle: "नई वेबसाइट चालू है",
  liveText: "अभिभावक इसे अभी देख रहे हैं; बदलते समय कुछ भी नहीं रुका।",
  openPage: "पेज खोलें",
  shareOnWhatsApp: "WhatsApp पर भेजें",
  undoneTitle: "वेबसाइट वापस पहले जैसी हो गई",
  notPublishedTitle: "वेबसाइट नहीं बदली गई",
  inPlaceTitle: "प्रकाशित: वेबसाइट शुरू होने पर इसे दिखाएगी",
  inPlaceText: "इस सर्वर पर अभी कोई वेबसाइट नहीं चल रही जो इसे ले सके। शुरू होने पर वह यही प्रकाशन दिखाएगी।",
  notPublishedText: "वेबसाइट बिल्कुल पहले जैसी है। प्रकाशन ने जो कहा वह नीचे है: संपादक में बताई गई चीज़ ठीक करें और फिर से प्रकाशित करें।",
  removalsAsked: "यह प्रकाशन ऐसी फ़ोटो हटाता है जिनके लिंक अभिभावकों ने भेजे हो सकते हैं (नीचे सूची है)। फिर भी प्रकाशित करने के लिए, और उन लिंकों को बंद होने देने के लिए:",
  publishAnywayButton: "फिर भी प्रकाशित करें",
  removedAlbum: (folder: string) => `एल्बम ${folder} अब गैलरी में नहीं है: उसकी फ़ोटो के पते काम करना बंद कर देंगे।`,
  removedPhotos: (folder: string) => `एल्बम ${folder} में फ़ोटो कम हो गई हैं: उसकी आख़िरी फ़ोटो के पते काम करना बंद कर देंगे।`,
  keepPhotos: (editLink: string) => `इसकी जगह उन्हें रखने के लिए, "${editLink}" चुनें, एल्बम और उसकी फ़ोटो वापस रखें, फिर से प्रकाशित करें।`,
  whatItSaid: "प्रकाशन ने क्या कहा",
  contentRefused: (count: number) =>
    `वेबसाइट बिल्कुल पहले जैसी है: सहेजी गई सामग्री में पहले ${count === 1 ? "एक ग़लती" : `${count} ग़लतियाँ`} ठीक करनी ${count === 1 ? "है" : "हैं"}। ${count === 1 ? "उसे" : "हर एक को"} संपादक में ठीक करें (सूचना को उसके फ़ॉर्म में), फिर से प्रकाशित करें।`,
  stepsLabel: "प्रकाशन के चरण",
  publishSteps: { content: "सहेजी गई सामग्री की जाँच", photos: "फ़ोटो को फ़ोन के लिए तैयार करना", check: "नई वेबसाइट का हर पेज आज़माना", live: "वेबसाइट पर लगाना" },
  photosDone: (done: number, total: number) => `${total} में से ${done} फ़ोटो`,
  stepDone: "हो गया",
  historyTitle: "इतिहास",
  historyIntro: "वेबसाइट का हर बदलाव, नया सबसे ऊपर: हर प्रकाशन और हर वापसी, कब, किसने और क्या बदला।",
  onTheSiteNow: "अभी वेबसाइट पर",
  publishKind: (publish: number) => `प्रकाशन ${publish}`,
  undoKind: (publish: number) => `प्रकाशन ${publish} पर वापस गए`,
  beforeKind: (publish: number) => `प्रकाशन ${publish}: प्रकाशन रखे जाने से पहले की वेबसाइट`,
  byWhom: (who: string) => `${who} द्वारा`,
  noLongerKept: "अब रखा नहीं गया",
  changedFiles: (files: string) => `बदला: ${files}`,
  goBackButton: (publish: number) => `प्रकाशन ${publish} पर वापस जाएँ`,
  goBackHelp: "वह वेबसाइट, और संपादक में उसकी फ़ाइलें, वापस लाता है; उसके बाद सहेजी गई चीज़ें अलग रखी जाती हैं, कभी मिटाई नहीं जातीं।",
  noHistory: "अभी तक कुछ प्रकाशित नहीं हुआ।",
  editLink: "संपादक खोलें",
  previewLink: "प्रकाशित करने से पहले, सहेजी गई चीज़ों के साथ वेबसाइट देखें",
  previewRefusedTitle: "पूर्वावलोकन केवल स्कूल कार्यालय के लिए है",
  previewRefused: { before: "पूर्वावलोकन कार्यालय से खोलें: ", after: " पर साइन इन करें और \"पूर्वावलोकन\" चुनें।" },
  previewRefusedWhy: "पूर्वावलोकन का लिंक एक ही बार, एक मिनट के भीतर काम करता है, और कार्यालय से साइन आउट करने पर पूर्वावलोकन भी बंद हो जाता है।",
  previewSite: {
    startingTitle: "पूर्वावलोकन शुरू हो रहा है",
    starting: "पूर्वावलोकन शुरू हो रहा है: यह पेज थोड़ी देर में अपने आप खुल जाएगा।",
    notShowing: "यह पूर्वावलोकन आपका पिछला बदलाव नहीं दिखा रहा है।",
    because: "यह सामग्री को पहले जैसा दिखा रहा है, क्योंकि:",
    correctIt: "इसे ठीक करें (संपादक में या फ़ाइल में) और सहेजें: पूर्वावलोकन के इसे ले सकने पर यह सूचना हट जाएगी।",
  },
  goToOffice: "कार्यालय पर जाएँ",
  publishLink: "वेबसाइट प्रकाशित करें",
  historyLink: "देखें कि क्या प्रकाशित हुआ",
  noticeTitle: "सूचना डालें",
  noticeIntro: "प्रकाशित करने के बाद यह अपने दिन से वेबसाइट पर, सूचनाओं में और मुख्य पेज पर दिखती है।",
  fieldLabels: {
    title: "शीर्षक अंग्रेज़ी में",
    title_hi: "शीर्षक हिन्दी में",
    published: "कब से दिखे",
    last_day: "आख़िरी दिन (वैकल्पिक)",
    category: "प्रकार",
    classes: "कक्षाएँ, अंग्रेज़ी में (वैकल्पिक)",
    classes_hi: "कक्षाएँ हिन्दी में (वैकल्पिक)",
    text: "सूचना अंग्रेज़ी में",
    text_hi: "सूचना हिन्दी में",
    event_day: "कार्यक्रम का दिन",
    event_starts: "कब शुरू (वैकल्पिक)",
    event_ends: "कब तक (वैकल्पिक)",
    event_place: "जगह, अंग्रेज़ी में (वैकल्पिक)",
    event_place_hi: "जगह हिन्दी में (वैकल्पिक)",
    attachment: "फ़ोटो या PDF (वैकल्पिक)",
  },
  fieldHelp: {
    title: "कुछ शब्द, जैसे सूचना-पट पर। अंग्रेज़ी में, हिन्दी में, या दोनों में: दोनों में से एक काफ़ी है।",
    title_hi: "हिन्दी में, अंग्रेज़ी में, या दोनों में: दोनों में से एक काफ़ी है।",
    published: "इस दिन से पहले कोई इसे नहीं देखता।",
    last_day: "इस दिन के बाद यह सूची से हटकर पुरानी सूचनाओं में रहती है।",
    classes: "किनके लिए, जैसे कक्षा 6 से 8। खाली: सभी के लिए।",
    text: "अनुच्छेदों के बीच एक ख़ाली पंक्ति। अंग्रेज़ी में, हिन्दी में, या दोनों में।",
    text_hi: "अनुच्छेदों के बीच एक ख़ाली पंक्ति। हिन्दी में, अंग्रेज़ी में, या दोनों में।",
    event_day: "सूचना को विद्यालय के कैलेंडर पर डालता है, और अभिभावक इसे अपने कैलेंडर में जोड़ सकते हैं।",
    event_starts: "किसी बैठक या समारोह के लिए, जो दिन के किसी समय हो।",
    event_ends: "केवल शुरू होने के समय के साथ।",
    event_place: "कहाँ होगा, जैसे विद्यालय का सभागार।",
    attachment: "कैमरे या गैलरी से (iPhone की फ़ोटो भी), या PDF; अधिकतम 20 MB।",
  },
  eventHeading: "विद्यालय के कैलेंडर पर कार्यक्रम (वैकल्पिक)",
  noticeChecks: {
    titleNeeded: "शीर्षक लिखें, हिन्दी में या अंग्रेज़ी में (या दोनों में)।",
    textNeeded: "सूचना का पाठ लिखें, हिन्दी में या अंग्रेज़ी में (या दोनों में)।",
    notADay: (typed: string) => `"${typed}" ऐसा दिन नहीं है जिसे वेबसाइट पढ़ सके: इसे कैलेंडर में चुनें, या दिन/महीना/साल में लिखें, जैसे 31/03/2027।`,
    notATime: (typed: string) => `"${typed}" ऐसा समय नहीं है जिसे वेबसाइट पढ़ सके: इसे घड़ी में चुनें, या ऐसे लिखें: 10:00 या 2:30 pm।`,
    eventNeedsDay: "कार्यक्रम का दिन चाहिए: उसे चुनें, या कार्यक्रम का समय और जगह ख़ाली करें।",
    dates: (problem: NoticeDateProblem) => {
      switch (problem.kind) {
        case "lastDayBeforePublished":
          return `आख़िरी दिन (${formatDate(problem.lastDay, "hi")}) पहले दिन (${formatDate(problem.published, "hi")}) से पहले है। दोनों में से एक ठीक करें।`;
        case "eventLastDayBeforeDay":
          return `कार्यक्रम का आख़िरी दिन (${formatDate(problem.lastDay, "hi")}) उसके पहले दिन (${formatDate(problem.day, "hi")}) से पहले है। दोनों में से एक ठीक करें।`;
        case "timesOnSeveralDays":
          return "समय वाला कार्यक्रम एक ही दिन का होता है: समय हटाएँ, या हर दिन के लिए अलग सूचना लिखें।";
        case "endWithoutStart":
          return "ख़त्म होने के समय के साथ शुरू होने का समय भी चाहिए: चुनें कि कब शुरू होगा।";
        case "endsBeforeStart":
          return `कार्यक्रम शुरू होने (${problem.starts}) से पहले ख़त्म (${problem.ends}) हो रहा है। दोनों में से एक ठीक करें।`;
      }
    },
    attachmentLetGo: "पहले चुनी गई फ़ाइल अब रखी नहीं है: उसे फिर से चुनें।",
  },
  attachmentKept: (name: string) => `${name}: रखी गई। बदलने के लिए दूसरी फ़ाइल चुनें।`,
  saveAndPublishButton: "सहेजें और प्रकाशित करें",
  saveOnlyButton: "केवल सहेजें",
  noticeNotSaved: "सहेजा नहीं गया: नीचे चिह्नित चीज़ ठीक करें। आपने जो लिखा वह सब यहीं है।",
  noticeSaved: (title: string) => `सहेजा गया: ${title}। प्रकाशित करने पर यह वेबसाइट पर दिखेगी।`,
  noticesTitle: "सूचनाएँ",
  noticesIntro: "अभी वेबसाइट पर दिख रही सूचनाएँ और अपने दिन की प्रतीक्षा कर रही सूचनाएँ। हटाई गई सूचना अगले प्रकाशन से नहीं दिखती।",
  takeDownButton: "अभी हटाएँ",
  takenDown: (title: string) => `${title} हटा दी गई: प्रकाशित करने पर यह वेबसाइट से हट जाएगी।`,
  shownFromTo: (from: string, to: string) => `${from} से ${to} तक दिखे`,
  shownFrom: (from: string) => `${from} से दिखे`,
  newNoticeLink: "सूचना डालें",
  noticesLink: "सूचनाएँ",
  fillIn: "यह भरें।",
  albumsTitle: "एल्बम के लिए फ़ोटो",
  albumsIntro: "एक एल्बम चुनें, फिर कैमरे या गैलरी से उसकी नई फ़ोटो (एक साथ कई, iPhone की भी)। ये पहले से मौजूद फ़ोटो के बाद आती हैं, और प्रकाशित करने पर वेबसाइट पर दिखती हैं।",
  albumPhotoCount: (count: number) => `${count} फ़ोटो`,
  photosLabel: (album: string) => `${album} के लिए नई फ़ोटो`,
  addPhotosButton: "ये फ़ोटो जोड़ें",
  photosAdded: (count: number, album: string, names: string) => `${album} में ${count} फ़ोटो जोड़ी गईं: ${names}। प्रकाशित करने पर ये वेबसाइट पर दिखेंगी।`,
  photosNotAdded: "नहीं जोड़ी गईं:",
  noPhotosChosen: "कोई फ़ोटो नहीं चुनी गई: एक या अधिक चुनें, फिर 'ये फ़ोटो जोड़ें'।",
  publishNowButton: "वेबसाइट अभी प्रकाशित करें",
  albumsLink: "एल्बम के लिए फ़ोटो",
  tooLarge: "यह फ़ाइल कार्यालय की सीमा (20 MB) से बड़ी है। छोटी फ़ोटो चुनें, या PDF छोटी करें।",
  editor: {
    decap: {
      save: "सहेजें",
      saving: "सहेजा जा रहा है…",
      saveNow: "अभी सहेजें",
      saveAndNew: "सहेजें, फिर नई लिखें",
      saveAndCopy: "सहेजें, फिर इसकी प्रति से नई बनाएँ",
      copy: "इसकी प्रति से नई बनाएँ",
      saved: "सहेजा गया",
      savedToast: "सहेजा गया। प्रकाशित करने पर यह वेबसाइट पर दिखेगा (कार्यालय के मुख्य पृष्ठ पर \"प्रकाशित करें\")।",
      noUnsavedChanges: "कोई बिना सहेजा बदलाव नहीं",
      unsavedChanges: "बिना सहेजे बदलाव",
      deleteButton: "फ़ाइल मिटाएँ…",
      deleting: "मिटाई जा रही है…",
      confirmDelete: "%{file} मिटाएँ? अगले प्रकाशन के साथ यह वेबसाइट से हट जाएगी, और इसका पता काम करना बंद कर देगा। (सूचना को रखकर केवल हटाने के लिए, कार्यालय की सूचनाएँ में 'अभी हटाएँ' चुनें।)",
      confirmDeleteUnsaved: "%{file} मिटाएँ, और बिना सहेजे बदलाव भी? अगले प्रकाशन के साथ यह वेबसाइट से हट जाएगी, और इसका पता काम करना बंद कर देगा।",
      notDeleted: "नहीं मिटाई गई: %{details}",
      preview: "पूर्वावलोकन",
      missingRequiredField: "सहेजा नहीं गया: एक खाना ठीक करना है। उसका संदेश उसके पास लाल रंग में है।",
    },
    forms: {
      collections: {
        notices: "सूचनाएँ",
        school: "विद्यालय और मुख्य पेज",
        gallery: "गैलरी",
        admissions: "प्रवेश",
        disclosure: "प्रकटीकरण और दस्तावेज़",
        pages: "मेनू के पेज",
        albums: "एल्बम की फ़ोटो",
      },
      albumPhotos: "इस एल्बम में जोड़ी गई फ़ोटो",
      albumPhotosHelp: "फ़ोटो चुनें (एक साथ कई, iPhone की भी), फिर \"सहेजें\": वे एल्बम के फ़ोल्डर में, पहले से मौजूद फ़ोटो के बाद, सहेजी जाती हैं।",
    },
    picker: {
      addPhotos: "फ़ोटो जोड़ें",
      choosePhoto: "फ़ोटो चुनें",
      chooseFile: "फ़ाइल चुनें",
      photoHelp: "JPEG, PNG या WebP फ़ोटो, या iPhone की HEIC फ़ोटो (वह JPEG बना दी जाती है)।",
      severalHelp: "चाहें तो एक साथ कई चुनें।",
      fileHelp: "दस्तावेज़ के लिए PDF, वीडियो के लिए MP4।",
      notSavedYet: "\"सहेजें\" चुनने तक कुछ नहीं सहेजा जाता।",
      chooseOne: "इस कंप्यूटर से चुनें",
      chooseSeveral: "इस कंप्यूटर से फ़ोटो चुनें",
      checking: "%{name}: जाँच हो रही है…",
      ready: "%{name}: तैयार, %{as} नाम से।",
      notSent: "%{name} कार्यालय तक नहीं भेजी जा सकी: कनेक्शन जाँचें और उसे फिर से चुनें।",
      close: "बंद करें",
    },
    notSaved: (problems: string[]) =>
      `सहेजा नहीं गया: कुछ नहीं बदला। ${listed(problems, (count) => `${count} चीज़ें ठीक करनी हैं`)}\n${problems.length === 1 ? "इसे" : "इन्हें"} ठीक करें और फिर से "सहेजें" चुनें।`,
    refused: (what: string) => `संपादक केवल अपने फ़ॉर्म की फ़ाइलें, और उनके फ़ोल्डरों में फ़ोटो और PDF, पढ़ता और बदलता है: ${what} नहीं।`,
    letGo: (names: string, hours: number) => `सहेजा नहीं गया: ${names} ${hours} घंटे से पहले, या कार्यालय के फिर से शुरू होने से पहले, चुनी गई थी और कभी सहेजी नहीं गई, इसलिए कार्यालय ने उसे छोड़ दिया। उसे फिर से चुनें, फिर "सहेजें"।`,
  },
};

export const WORDS: Record<Language, Words> = { en, hi };
