/** A TCP proxy in front of the real server that drops one upload's connection in the middle of its body. */
import net from 'node:net';

export type CuttingProxy = {
  baseURL: string;
  /** The Upload-Offset header of every tus PATCH that reached the proxy, in order. */
  patchOffsets: number[];
  /** How many connections the proxy cut. */
  cuts: number;
  /** The next PATCH whose body passes this many bytes has its connection destroyed (once). */
  cutNextPatchAfter: (bytes: number) => void;
  close: () => Promise<void>;
};

/**
 * What a phone on a train does to an upload: the connection goes away with part of the file sent. The proxy
 * forwards bytes both ways untouched; when armed, it watches the requests on each connection, and once a PATCH
 * (a tus upload request) has carried more than the given number of bytes it destroys both sockets. The server
 * keeps what arrived; the client has to ask where to go on (HEAD) and send the rest.
 */
export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target);
  let armedAfter: number | null = null;
  const state = { patchOffsets: [] as number[], cuts: 0 };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    // Bytes of the current PATCH request seen on this connection (null: not inside a PATCH).
    let patchBytes: number | null = null;
    let cutThis = false;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.subarray(0, 2048).toString('latin1');
      const head = /^(PATCH|POST|GET|HEAD|PUT|DELETE|OPTIONS) (\S+) HTTP\/1\.1\r\n/.exec(text);
      if (head) {
        patchBytes = head[1] === 'PATCH' ? 0 : null;
        if (head[1] === 'PATCH') {
          const offset = /\r\nupload-offset: *(\d+)/i.exec(text);
          state.patchOffsets.push(offset ? Number(offset[1]) : -1);
          cutThis = armedAfter !== null;
        }
      }
      if (patchBytes !== null) {
        patchBytes += chunk.length;
        if (cutThis && armedAfter !== null && patchBytes > armedAfter) {
          const allowed = chunk.length - (patchBytes - armedAfter);
          if (allowed > 0) upstream.write(chunk.subarray(0, allowed));
          armedAfter = null;
          cutThis = false;
          state.cuts++;
          // Let the bytes already written reach the server, then drop both sides.
          upstream.end(() => {
            upstream.destroy();
            client.destroy();
          });
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${address.port}`,
    get patchOffsets() {
      return state.patchOffsets;
    },
    get cuts() {
      return state.cuts;
    },
    cutNextPatchAfter: (bytes) => void (armedAfter = bytes),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
