import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** A browser's side of a push subscription: its keys, to read what is sent to it. */
export type TestSubscription = {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
  authSecret: Buffer;
};

/** One push request the receiver took, its payload decrypted with the subscription's keys. */
export type ReceivedPush = {
  name: string;
  headers: Record<string, string | string[] | undefined>;
  payload: Record<string, unknown> | null;
  /** When it arrived (ms since the epoch). */
  at: number;
};

/** A stand-in push service: HTTPS on loopback with its own certificate. */
export type PushReceiver = {
  origin: string;
  /** PEM of its certificate (trust it with an https.Agent, or NODE_EXTRA_CA_CERTS). */
  cert: string;
  certFile: string;
  agent: https.Agent;
  received: ReceivedPush[];
  /** How the receiver answers a subscription: 201 by default. */
  answer: Map<string, number>;
  subscribe: (name: string) => TestSubscription;
  /** Resolves once `n` pushes in all have arrived. */
  waitFor: (n: number, timeoutMs?: number) => Promise<ReceivedPush[]>;
  close: () => Promise<void>;
};

function hmac(key: Buffer, data: Buffer): Buffer {
  return crypto.createHmac("sha256", key).update(data).digest();
}

/**
 * Reads an aes128gcm body (RFC 8188) sent to a subscription per RFC 8291: ECDH of the
 * subscription's key with the sender's key in the header, the auth secret, HKDF, AES-128-GCM.
 */
export function decryptPush(body: Buffer, sub: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] as number;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = sub.ecdh.computeSecret(senderKey);
  const uaPublic = sub.ecdh.getPublicKey();
  const prkKey = hmac(sub.authSecret, shared);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    uaPublic,
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record's delimiter");
  return padded.subarray(0, end);
}

/** Starts the receiver: a certificate made with openssl for 127.0.0.1, then HTTPS. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "td-push-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const cert = fs.readFileSync(certFile, "utf8");
  const subscriptions = new Map<string, TestSubscription>();
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const name = decodeURIComponent((req.url ?? "").replace(/^\/push\//, ""));
      const sub = subscriptions.get(name);
      let payload: Record<string, unknown> | null = null;
      try {
        if (sub) payload = JSON.parse(decryptPush(Buffer.concat(chunks), sub).toString("utf8"));
      } catch {
        payload = null;
      }
      received.push({ name, headers: req.headers, payload, at: Date.now() });
      for (const wake of waiters.splice(0)) wake();
      res.statusCode = answer.get(name) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: true });
  return {
    origin,
    cert,
    certFile,
    agent,
    received,
    answer,
    subscribe: (name) => {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const sub: TestSubscription = {
        name,
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: authSecret.toString("base64url"),
        },
        ecdh,
        authSecret,
      };
      subscriptions.set(name, sub);
      return sub;
    },
    waitFor: async (n, timeoutMs = 60_000) => {
      const started = Date.now();
      while (received.length < n) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`only ${received.length} of ${n} pushes arrived`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250).unref();
        });
      }
      return received;
    },
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
