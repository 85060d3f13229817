import net from 'node:net';

/**
 * Fails with a plain message when the port is taken, before anything opens the database: a second
 * Minaret started by mistake must not touch the first one's embedded database files.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(new Error(portProblem(error, port, host))));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export function portProblem(error: NodeJS.ErrnoException, port: number, host: string): string {
  if (error.code === 'EADDRINUSE') {
    return `Port ${port} is already in use on ${host}: another Minaret or another program is running there. Stop it, or choose another port, e.g. PORT=${port + 1} npm start.`;
  }
  if (error.code === 'EACCES')
    return `Not allowed to listen on port ${port} (ports below 1024 need special rights). Choose another, e.g. PORT=8085.`;
  if (error.code === 'EADDRNOTAVAIL')
    return `HOST=${host} is not an address of this computer. Use 0.0.0.0 for all, or 127.0.0.1.`;
  return `Cannot listen on ${host}:${port}: ${error.message}`;
}
