// The notice's dates in the form editor as the office writes them: day/month/year (20/12/2026), in a text
// field, not the browser's date picker (which shows month/day/year on an English-US browser and drops a date
// it cannot read without a word). What is typed is kept as typed; a date that cannot be read is named beside
// the field, in the build's own words, and stops the save. The file gets the date as 2026-12-20.
// Bundled for the browser by the editor's server (esbuild), loaded after Decap CMS.
import { readWrittenDate } from "../../lib/site/written-date";

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
const shown = (value: string | undefined) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : (value ?? "");
};

CMS.registerWidget(
  "school-date",
  createClass({
    getInitialState() {
      return { typed: shown(this.props.value) };
    },
    // Decap asks before saving: a date it cannot read is told beside the field, and nothing is saved.
    isValid() {
      const { value } = this.props;
      if (!value) return true;
      const read = readWrittenDate(value);
      return "date" in read ? true : { error: { type: "CUSTOM", message: `${read.problem.charAt(0).toUpperCase()}${read.problem.slice(1)}` } };
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, onChange } = this.props;
      return h("input", {
        id: forID,
        className: classNameWrapper,
        type: "text",
        inputMode: "numeric",
        autoComplete: "off",
        placeholder: "dd/mm/yyyy",
        value: this.state.typed,
        onFocus: setActiveStyle,
        onChange: (event: { target: { value: string } }) => {
          const typed = event.target.value;
          this.setState({ typed });
          const read = readWrittenDate(typed);
          onChange("date" in read ? read.date : typed);
        },
        onBlur: () => {
          this.props.setInactiveStyle();
          this.setState({ typed: shown(this.props.value) });
        },
      });
    },
  }),
);
