/**
 * A throwaway TLS certificate for 127.0.0.1 and localhost, so that the static server can speak
 * HTTP/2 as the hosts do (browsers speak it only over TLS). Written by the `openssl` command
 * (Node can make keys but not certificates) into a temporary folder removed at once; nothing is
 * kept or trusted system-wide. A browser is told to accept this one certificate, by its public
 * key's hash (`spki`: Chromium's `--ignore-certificate-errors-spki-list`), not every invalid one.
 */
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** The base64 SHA-256 of the certificate's public key (its SubjectPublicKeyInfo). */
  spki: string;
}

/** A new self-signed certificate, valid for a day. Throws, saying what to install, without openssl. */
export function localCertificate(): Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), "local-certificate-"));
  const [keyFile, certFile] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        .concat(["-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=127.0.0.1"])
        .concat(["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"]),
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    const cert = readFileSync(certFile);
    const publicKey = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
    return {
      key: readFileSync(keyFile),
      cert,
      spki: createHash("sha256").update(publicKey).digest("base64"),
    };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Error(
      missing
        ? "openssl is not installed: it makes the local TLS certificate (apt-get install openssl)"
        : `openssl could not make a local certificate: ${String(error)}`,
      { cause: error },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
