// Task input and output travel as JSON text {"type":1,"data":{"content":"..."}}
// (type 1: a link or a text). These helpers are the only place that knows it.
import { TaskContentType } from '../statuses';

export interface TaskContent {
  readonly type: TaskContentType;
  readonly content: string;
}

/** The content of a valid task input/output, or null when the text is not one. */
export function parseTaskContent(text: string | null | undefined): TaskContent | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { type, data } = value as { type?: unknown; data?: unknown };
  if (type !== TaskContentType.LinkOrText) return null;
  if (typeof data !== 'object' || data === null) return null;
  const content = (data as { content?: unknown }).content;
  return typeof content === 'string' ? { type, content } : null;
}

export function makeTaskContent(text: string): string {
  return JSON.stringify({ type: TaskContentType.LinkOrText, data: { content: text } });
}

/** The visible text of a task input/output ('' when missing or invalid). */
export function taskContentText(text: string | null | undefined): string {
  return parseTaskContent(text)?.content ?? '';
}

// A scheme or a leading "www." makes a web address; a bare "report.pdf" stays
// text, since a file name and a domain cannot be told apart reliably.
const LINK_PATTERN = /^(?:(?:https?|ftp):\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)*(?::\d{1,5})?|www\.[^\s/?#.]+(?:\.[^\s/?#.]+)+)(?:[/?#]\S*)?$/i;

export function isLink(text: string | null | undefined): boolean {
  return typeof text === 'string' && LINK_PATTERN.test(text.trim());
}

/** The href for a link value: "www." addresses get https://. Null for text. */
export function linkHref(text: string | null | undefined): string | null {
  if (!isLink(text)) return null;
  const t = (text as string).trim();
  return /^www\./i.test(t) ? `https://${t}` : t;
}
