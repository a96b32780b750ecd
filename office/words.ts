import type { PasswordProblem } from "./password-policy";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-policy";

export type Language = "en" | "hi";

/** How long to wait, in words: "40 seconds", "15 minutes". */
function duration(ms: number, language: Language) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return language === "en" ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${seconds} सेकंड`;
  const minutes = Math.ceil(seconds / 60);
  return language === "en" ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${minutes} मिनट`;
}

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
    `Too many attempts to sign in with this name or from this network. Wait ${duration(waitMs, "en")} and try again. Nothing was checked this time.`,
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
  passwordRule: `At least ${PASSWORD_MIN} characters, any characters. Several words you will remember, with spaces between them, make a good one.`,
  newPasswordLabel: "New password",
  repeatPasswordLabel: "The same password again",
  savePasswordButton: "Save the password and sign in",
  passwordProblem: (problem: PasswordProblem) => {
    switch (problem.kind) {
      case "short":
        return `This password is too short: it has ${problem.length} characters and needs at least ${PASSWORD_MIN}. Several words with spaces between them make a long one that is easy to remember.`;
      case "long":
        return `This password is too long: at most ${PASSWORD_MAX} characters.`;
      case "common":
        return "This password is on the list of common passwords that robots try first. Choose another one: several words you will remember make a good one.";
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
  comingSoon: "Coming soon: this part of the office is being built.",
  sections: { edit: "Edit the website", notice: "Post a notice", publish: "Publish", history: "History" },
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
  notPublishedText: "The website is exactly as it was. What the publish said is below: correct what it names in the editor and publish again.",
  removalsAsked: "This publish removes photos that parents may have shared links to (listed below). To publish it anyway, and let those links stop working:",
  publishAnywayButton: "Publish anyway",
  whatItSaid: "What the publish said",
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
  publishLink: "Publish the website",
  historyLink: "See what was published",
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
    `इस नाम से या इस नेटवर्क से साइन इन की बहुत अधिक कोशिशें हुई हैं। ${duration(waitMs, "hi")} रुककर फिर से कोशिश करें। इस बार कुछ नहीं जाँचा गया।`,
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
  passwordRule: `कम से कम ${PASSWORD_MIN} अक्षर, कोई भी अक्षर। याद रहने वाले कई शब्द, बीच में खाली जगह के साथ, अच्छा पासवर्ड बनाते हैं।`,
  newPasswordLabel: "नया पासवर्ड",
  repeatPasswordLabel: "वही पासवर्ड फिर से",
  savePasswordButton: "पासवर्ड सहेजें और साइन इन करें",
  passwordProblem: (problem: PasswordProblem) => {
    switch (problem.kind) {
      case "short":
        return `यह पासवर्ड बहुत छोटा है: इसमें ${problem.length} अक्षर हैं और कम से कम ${PASSWORD_MIN} चाहिए। बीच में खाली जगह वाले कई शब्द लंबा और याद रखने में आसान पासवर्ड बनाते हैं।`;
      case "long":
        return `यह पासवर्ड बहुत लंबा है: अधिकतम ${PASSWORD_MAX} अक्षर।`;
      case "common":
        return "यह पासवर्ड आम पासवर्डों की सूची में है, जिन्हें रोबोट सबसे पहले आज़माते हैं। कोई दूसरा चुनें: याद रहने वाले कई शब्द अच्छा पासवर्ड बनाते हैं।";
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
  comingSoon: "जल्द आ रहा है: कार्यालय का यह भाग बन रहा है।",
  sections: { edit: "वेबसाइट बदलें", notice: "सूचना डालें", publish: "प्रकाशित करें", history: "इतिहास" },
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
  notPublishedText: "वेबसाइट बिल्कुल पहले जैसी है। प्रकाशन ने जो कहा वह नीचे है: संपादक में बताई गई चीज़ ठीक करें और फिर से प्रकाशित करें।",
  removalsAsked: "यह प्रकाशन ऐसी फ़ोटो हटाता है जिनके लिंक अभिभावकों ने भेजे हो सकते हैं (नीचे सूची है)। फिर भी प्रकाशित करने के लिए, और उन लिंकों को बंद होने देने के लिए:",
  publishAnywayButton: "फिर भी प्रकाशित करें",
  whatItSaid: "प्रकाशन ने क्या कहा",
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
  publishLink: "वेबसाइट प्रकाशित करें",
  historyLink: "देखें कि क्या प्रकाशित हुआ",
};

export const WORDS: Record<Language, Words> = { en, hi };
