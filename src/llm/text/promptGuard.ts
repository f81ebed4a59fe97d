/**
 * The last guard before a prompt leaves: no NUL or other C0 control (except
 * tab, LF and CR) reaches a model. Decoding (decode.ts) should leave none;
 * this catches what slips past it, from any source (a tool result, a PR
 * body, a file name). Each is replaced by a visible marker, the Unicode
 * "control picture" of the character (U+2400 + code, U+2421 for DEL), so a
 * reviewer sees that something was there instead of nothing at all.
 */

// eslint-disable-next-line no-control-regex -- the point of this module
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- as above; without /g, so test() keeps no state
const ANY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The character a control is shown as. */
export function controlPicture(char: string): string {
  const code = char.charCodeAt(0);
  return String.fromCharCode(code === 0x7f ? 0x2421 : 0x2400 + code);
}

/** `text` with every C0 control but tab, LF and CR (and DEL) shown as its control picture. */
export function guardPromptText(text: string): string {
  return ANY_CONTROL.test(text) ? text.replace(CONTROLS, controlPicture) : text;
}

/** A chat message as far as the guard cares: its content, a string or text parts. */
interface GuardedMessage {
  content?: unknown;
}

/**
 * The messages as they are sent: every text content guarded. A new array;
 * the caller's messages (the conversation it keeps) are left as they are.
 */
export function guardPromptMessages<M extends GuardedMessage>(messages: readonly M[]): M[] {
  return messages.map((message) => {
    const { content } = message;
    if (typeof content === "string") {
      const guarded = guardPromptText(content);
      return guarded === content ? message : { ...message, content: guarded };
    }
    if (Array.isArray(content)) {
      const parts = content.map((part: unknown) =>
        part !== null && typeof part === "object" && typeof (part as { text?: unknown }).text === "string"
          ? { ...part, text: guardPromptText((part as { text: string }).text) }
          : part,
      );
      return { ...message, content: parts };
    }
    return message;
  });
}
