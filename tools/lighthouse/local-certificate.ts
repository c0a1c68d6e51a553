import { generate } from 'selfsigned';

/**
 * A key and certificate for 127.0.0.1, made for one run of the bench: it serves the site over TLS and HTTP/2, as the
 * site's host does, and the Chromium it measures with is told to accept a certificate no authority signed.
 */
export async function localCertificate(): Promise<{ key: string; cert: string }> {
  const notAfterDate = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}
