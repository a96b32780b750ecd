// The office's record of the publishes and undos it started (the table publish_runs), and how each ended: it
// outlives the office, so a run the office was stopped or killed during is told as abandoned after a restart.
import type { OfficeDatabase } from "../database";
import type { Run } from "./publisher";

type Row = { id: number; kind: Run["kind"]; account: string; startedAt: number; state: Run["state"]; target: number | null; notice: string | null };

const SELECT = "SELECT id, kind, account, started_at AS startedAt, state, target, notice FROM publish_runs";

/** A recorded run as the pages show it: what its job said is not kept, only how it ended. */
const runOf = ({ target, notice, ...row }: Row): Run => ({ ...row, lines: [], ...(target !== null && { target }), ...(notice !== null && { notice }) });

export function runRecord(db: OfficeDatabase) {
  const rows = (sql: string, ...values: (string | number)[]) => (db.prepare(sql).all(...values) as Row[]).map(runOf);
  return {
    /** Records a run as it starts; its number. */
    add: ({ kind, account, startedAt, state, target, notice }: Omit<Run, "id" | "lines">) =>
      Number(db.prepare("INSERT INTO publish_runs (kind, account, started_at, state, target, notice) VALUES (?, ?, ?, ?, ?, ?)").run(kind, account, startedAt, state, target ?? null, notice ?? null).lastInsertRowid),
    end: (id: number, state: Run["state"]) => void db.prepare("UPDATE publish_runs SET state = ? WHERE id = ?").run(state, id),
    last: (): Run | undefined => rows(`${SELECT} ORDER BY id DESC LIMIT 1`)[0],
    abandoned: () => rows(`${SELECT} WHERE state = 'abandoned' ORDER BY id DESC`),
    /** The runs recorded as running, but `except` (this office's own). */
    running: (except = 0) => rows(`${SELECT} WHERE state = 'running' AND id != ?`, except),
  };
}
