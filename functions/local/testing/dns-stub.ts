import dns2 from 'dns2';

// dns2 is CommonJS: its exports come through the default import (under tsx's ESM as under Jest).
const { createServer, Packet } = dns2;

/**
 * Test-only: a DNS server on 127.0.0.1 (UDP, the dns2 package) answering CNAME questions from a table the
 * test sets, and NXDOMAIN otherwise: the stand-in DNS answer of issue 21's custom-domain tests. Point the
 * stack's DNS_SERVERS at `server`.
 */
export async function startDnsStub(): Promise<{ server: string; setCname(name: string, target: string | null): void; close(): Promise<void> }> {
  const cnames = new Map<string, string>();
  const dns = createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const target = question ? cnames.get(question.name.toLowerCase().replace(/\.$/, '')) : undefined;
      if (question && target) response.answers.push({ name: question.name, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 1, domain: target });
      else response.header.rcode = 3; // NXDOMAIN
      send(response);
    },
  });
  await dns.listen({ udp: { port: 0, address: '127.0.0.1', type: 'udp4' } });
  const port = dns.addresses().udp?.port;
  return {
    server: `127.0.0.1:${port}`,
    setCname: (name, target) => { if (target) cnames.set(name.toLowerCase(), target.replace(/\.$/, '')); else cnames.delete(name.toLowerCase()); },
    close: () => dns.close(),
  };
}
