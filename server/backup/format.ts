import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The backup file (ADR 040): gzip'd JSON lines. Line 1 is the header, then for each table a
 * `table` line followed by its rows (one `row_to_json` object a line, written and read back by
 * PostgreSQL itself, so bigint, numeric, dates, timestamps, arrays and jsonb survive exactly),
 * then one `file` line per uploaded image, then the trailer with the counts and a SHA-256 of
 * every line before it. Control lines start with `{"@":`; no column is named "@".
 */
export const FORMAT = 'schooldesk-backup';
export const FORMAT_VERSION = 1;

export interface SchemaTag {
  /** How many drizzle migrations the rows' database had applied. */
  migrations: number;
  /** The tag of the last of them, e.g. "0021_performance_notes_by_date_and_id". */
  tag: string;
}

export interface Header {
  '@': typeof FORMAT;
  version: number;
  install_id: string;
  schema: SchemaTag;
  /** null: the whole install; else the one school backed up. */
  school_id: number | null;
  created_at: string;
  database: 'pglite' | 'postgres';
  tables: string[];
}

export interface TableLine {
  '@': 'table';
  name: string;
  columns: string[];
}

export interface FileLine {
  '@': 'file';
  name: string;
  /** base64 */
  data: string;
}

export interface Trailer {
  '@': 'end';
  rows: Record<string, number>;
  files: number;
  sha256: string;
}

/** A refusal the CLI prints as one line (exit 1); nothing was written. */
export class BackupError extends Error {}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** This code's migrations, in order (drizzle-kit's journal). */
export function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** A plain identifier, safe to quote into SQL (table and column names come from the catalog or a file). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new BackupError(`Not a valid table or column name in the backup: ${JSON.stringify(name).slice(0, 60)}`);
  return `"${name}"`;
}

export const isControl = (line: string) => line.startsWith('{"@":');

/** The running SHA-256 over every line before the trailer, each with its newline. */
export function lineHash() {
  const hash = createHash('sha256');
  return { add: (line: string) => hash.update(`${line}\n`), hex: () => hash.digest('hex') };
}

/** The lines of a (gunzipped) stream, without their newlines; a stream error ends the loop with it. */
export async function* lines(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of stream) {
    rest += decoder.write(chunk as Buffer);
    let at = rest.indexOf('\n');
    let from = 0;
    while (at !== -1) {
      yield rest.slice(from, at);
      from = at + 1;
      at = rest.indexOf('\n', from);
    }
    rest = rest.slice(from);
  }
  rest += decoder.end();
  if (rest) yield rest;
}
