// The notice's dates and times in the form editor as the office writes them: day/month/year (20/12/2026) and
// 10:00 or 2:30 pm, in text fields, not the browser's pickers (its date picker shows month/day/year on an
// English-US browser, and both drop what they cannot read without a word: a time left at "08:00 --" was
// saved as no time at all). What is typed is kept as typed; a date or a time that cannot be read is named
// beside the field, in the build's own words, and stops the save. The file gets 2026-12-20 and 14:30.
// Bundled for the browser by the editor's server (esbuild), loaded after Decap CMS.
import { readWrittenDate } from "../../lib/site/written-date";
import { readWrittenTime } from "../../lib/site/written-time";

type Props = {
  value?: string;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
};
type Control = { props: Props; state: { typed: string }; setState: (state: { typed: string }) => void };
type Decap = { registerWidget: (name: string, control: unknown) => void };
declare const CMS: Decap;
declare const createClass: (spec: ThisType<Control> & Record<string, unknown>) => unknown;
declare const h: (type: string, props: Record<string, unknown>) => unknown;

/** 2026-12-20 as the office reads it, 20/12/2026; anything else as it was typed. */
const shownDate = (value: string | undefined) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : (value ?? "");
};

/** A value as the file keeps it, read from what was typed (a date, a time), or what is wrong with what was typed. */
type Reader = (typed: string) => { value: string } | { problem: string };

/** A text field whose value is read as the build reads it, kept as typed until it can be, and refused on save until then. */
const typedField = (read: Reader, shown: (value: string | undefined) => string, input: { placeholder: string; inputMode: string }) =>
  createClass({
    getInitialState() {
      return { typed: shown(this.props.value) };
    },
    // Decap asks before saving: what it cannot read is told beside the field, and nothing is saved.
    isValid() {
      const { value } = this.props;
      if (!value) return true;
      const result = read(value);
      return "value" in result ? true : { error: { type: "CUSTOM", message: `${result.problem.charAt(0).toUpperCase()}${result.problem.slice(1)}` } };
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, onChange } = this.props;
      return h("input", {
        id: forID,
        className: classNameWrapper,
        type: "text",
        ...input,
        autoComplete: "off",
        value: this.state.typed,
        onFocus: setActiveStyle,
        onChange: (event: { target: { value: string } }) => {
          const typed = event.target.value;
          this.setState({ typed });
          const result = read(typed);
          onChange("value" in result ? result.value : typed);
        },
        onBlur: () => {
          this.props.setInactiveStyle();
          this.setState({ typed: shown(this.props.value) });
        },
      });
    },
  });

/** The office's language, as the editor's page is marked (office/editor/app.ts): its messages are told in it. */
const language = () => (document.documentElement.lang === "hi" ? "hi" : "en");
const dateRead: Reader = (typed) => {
  const read = readWrittenDate(typed);
  return "date" in read ? { value: read.date } : { problem: read.problem[language()] };
};
const timeRead: Reader = (typed) => {
  const read = readWrittenTime(typed);
  return "time" in read ? { value: read.time } : { problem: read.problem[language()] };
};

CMS.registerWidget("school-date", typedField(dateRead, shownDate, { placeholder: "dd/mm/yyyy", inputMode: "numeric" }));
CMS.registerWidget("school-time", typedField(timeRead, (value) => value ?? "", { placeholder: "10:00", inputMode: "text" }));
