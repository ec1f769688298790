// GET from a given loopback source address (127.0.0.2, 127.0.0.3, ...): another client as far as
// the server's fairness rules know.
import { request } from 'node:http';

export function getFrom(localAddress: string, url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    request(url, { localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    })
      .on('error', reject)
      .end();
  });
}
