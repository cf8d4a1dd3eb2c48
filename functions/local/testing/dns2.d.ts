// The parts of dns2 (no bundled types) the DNS stand-in uses.
declare module 'dns2' {
  interface Question { name: string; type: number; class: number }
  interface Answer { name: string; type: number; class: number; ttl: number; domain?: string; address?: string }
  interface DnsPacket { questions: Question[]; answers: Answer[]; header: { rcode: number } }
  export const Packet: {
    TYPE: Record<'A' | 'CNAME' | 'TXT', number>;
    CLASS: Record<'IN', number>;
    createResponseFromRequest(request: DnsPacket): DnsPacket;
  };
  export function createServer(opts: { udp?: boolean; tcp?: boolean; handle: (request: DnsPacket, send: (response: DnsPacket) => void) => void }): {
    listen(opts: { udp?: { port: number; address: string; type?: 'udp4' | 'udp6' } }): Promise<unknown>;
    addresses(): { udp?: { port: number; address: string } };
    close(): Promise<void>;
  };
  const dns2: { Packet: typeof Packet; createServer: typeof createServer };
  export default dns2;
}
