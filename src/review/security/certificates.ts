/**
 * Certificates are public: a trust bundle (`cacert.pem`) is withheld from the
 * model as a secret file type, but a rogue CA added to it is exactly what a
 * security review is for. So each certificate the change adds or removes is
 * shown as its facts (subject, issuer, validity, CA or not, SHA-256
 * fingerprint), parsed by Node's X509Certificate. Private-key blocks are only
 * counted, never shown; a block that does not parse is said to be malformed.
 */
import { X509Certificate } from "node:crypto";

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]{1,40})-----([\s\S]*?)-----END \1-----/g;
const CERTIFICATE = /^(?:X509 |TRUSTED )?CERTIFICATE$/;
const PRIVATE_KEY = /PRIVATE KEY/;
/** More certificates than this in one file are counted, not listed. */
const LISTED = 400;

export interface CertificateFacts {
  fingerprint: string;
  facts: string;
}

export interface PemScan {
  certificates: Map<string, CertificateFacts>;
  /** Lines of blocks labelled as certificates that do not parse. */
  malformed: number[];
  /** Lines of private-key blocks (their content never leaves here). */
  privateKeys: number[];
}

/** Text from the certificate that stays on one line and short: it is the pull request's, and goes into a prompt. */
function oneLine(text: string | undefined): string {
  return (text ?? "")
    .replace(/[\r\n\u2028\u2029]+/g, ", ")
    .replace(/[\p{Cc}`]/gu, "?")
    .slice(0, 200);
}

function factsOf(certificate: X509Certificate): CertificateFacts {
  const fingerprint = certificate.fingerprint256;
  const facts = [
    `subject "${oneLine(certificate.subject)}"`,
    `issuer "${oneLine(certificate.issuer)}"`,
    `valid ${oneLine(certificate.validFrom)} → ${oneLine(certificate.validTo)}`,
    `CA: ${certificate.ca ? "yes" : "no"}`,
    `SHA-256 ${fingerprint}`,
  ].join(", ");
  return { fingerprint, facts };
}

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Every PEM block of a text: certificates by fingerprint, malformed ones and private keys by line. */
export function scanPem(text: string): PemScan {
  const scan: PemScan = { certificates: new Map(), malformed: [], privateKeys: [] };
  for (const match of text.matchAll(PEM_BLOCK)) {
    const label = match[1]!;
    if (PRIVATE_KEY.test(label)) {
      scan.privateKeys.push(lineAt(text, match.index));
      continue;
    }
    if (!CERTIFICATE.test(label)) continue;
    try {
      const body = match[2]!.replace(/^[A-Za-z-]+:.*$/gm, "").replace(/\s+/g, "");
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new Error("not base64");
      const facts = factsOf(new X509Certificate(Buffer.from(body, "base64")));
      scan.certificates.set(facts.fingerprint, facts);
    } catch {
      scan.malformed.push(lineAt(text, match.index));
    }
  }
  return scan;
}

/** Whether a text holds a PEM block at all: only those files are scanned. */
export const hasPemBlock = (text: string) => text.includes("-----BEGIN ");

/** The security lane's lines for one file: certificates added and removed, malformed blocks, private keys (counted). */
export function certificateChanges(path: string, base: string | undefined, head: string | undefined): string[] {
  const before = scanPem(base ?? "");
  const after = scanPem(head ?? "");
  const added = [...after.certificates.values()].filter((c) => !before.certificates.has(c.fingerprint));
  const removed = [...before.certificates.values()].filter((c) => !after.certificates.has(c.fingerprint));
  const lines: string[] = [];
  const list = (sign: string, certificates: CertificateFacts[]) => {
    for (const c of certificates.slice(0, LISTED)) lines.push(`${sign} ${c.facts}`);
    if (certificates.length > LISTED) lines.push(`${sign} … ${certificates.length - LISTED} more (not listed; compare the file by hand)`);
  };
  list("+ added certificate:", added);
  list("- removed certificate:", removed);
  if (after.malformed.length > 0)
    lines.push(`! malformed certificate block(s) at line(s) ${after.malformed.slice(0, 20).join(", ")}: they do not parse as X.509`);
  if (after.privateKeys.length > before.privateKeys.length) {
    lines.push(
      `! ${after.privateKeys.length} private-key block(s) in the head (${before.privateKeys.length} at the base), at line(s) ${after.privateKeys.slice(0, 20).join(", ")}: content withheld`,
    );
  }
  if (lines.length === 0) return [];
  return [`### ${oneLine(path)} — certificates: ${added.length} added, ${removed.length} removed (${after.certificates.size} in the head)`, ...lines, ""];
}
