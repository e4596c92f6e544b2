import net from 'node:net';

/** A loopback port that nothing listens on (bound once, then released). */
export const unusedPort = async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

/** A loopback server that accepts connections and never says a word, like a hung database. */
export const startSilentServer = async () => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://osi:secret@127.0.0.1:${port}/osi`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** PostgreSQL's Terminate message: what a client sends when it ends its connection. */
const terminateMessage = Buffer.from([0x58, 0, 0, 0, 4]);

/**
 * A loopback proxy to the PostgreSQL server of `url` that passes everything on at once, except a
 * client's goodbye (Terminate), which reaches the server `delayMs` later: the server is then still
 * serving a connection its client has already let go of.
 */
export const startSlowGoodbyeProxy = async (url: string, delayMs: number) => {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  // Half-open, so the client's side stays open until the server has closed the connection.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    let goodbye: Promise<void> = Promise.resolve();
    client.on('data', (chunk) => {
      if (!chunk.equals(terminateMessage)) return void upstream.write(chunk);
      goodbye = new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => {
        upstream.write(chunk);
      });
    });
    client.on('end', () => void goodbye.then(() => upstream.end()));
    upstream.on('data', (chunk) => client.write(chunk));
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/**
 * A loopback proxy to the PostgreSQL server of `url`, like the network path to a database that
 * can restart: `cut()` drops every connection and refuses new ones until `restore()`.
 */
export const startCuttableProxy = async (url: string) => {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: proxied.toString(),
    cut: () => {
      cut = true;
      dropAll();
    },
    restore: () => {
      cut = false;
    },
    close: async () => {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
