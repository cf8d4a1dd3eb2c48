/**
 * Test helper: what a function's role may do, read back from the template: for each resource
 * (by logical id) that its policies reference, the set of actions allowed on it.
 */
import type { Synth } from './synth';

/** Logical ids referenced (Ref / Fn::GetAtt) anywhere inside a value. */
function refs(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'Ref' && typeof v === 'string') out.add(v);
      else if (k === 'Fn::GetAtt' && Array.isArray(v)) out.add(String(v[0]));
      else refs(v, out);
    }
  }
  return out;
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Map from referenced logical id to the actions the function's role has on it. */
export function grantsOf(s: Synth, functionLogicalId: string): Map<string, Set<string>> {
  const fn = s.json.Resources[functionLogicalId];
  const roleId = [...refs(fn?.Properties?.Role)][0];
  if (!roleId) throw new Error(`No role for ${functionLogicalId}`);
  const grants = new Map<string, Set<string>>();
  for (const r of Object.values(s.json.Resources)) {
    if (r.Type !== 'AWS::IAM::Policy' || !refs(r.Properties?.Roles).has(roleId)) continue;
    const doc = r.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] };
    for (const st of doc.Statement) {
      for (const id of refs(st.Resource)) {
        const set = grants.get(id) ?? new Set<string>();
        list(st.Action).forEach((a) => set.add(a));
        grants.set(id, set);
      }
    }
  }
  return grants;
}
