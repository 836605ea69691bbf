/** README.md of the contract pack: what it holds and the order a backend team uses it in. */
import type { Reference } from '@tradedesk/contract/docs';
import { KIT_ENTRY } from './kit-bundle.ts';
import { KIT_COMMAND, tarballName, type ReleaseVersions } from './pack-name.ts';

export function packageReadme(versions: ReleaseVersions, references: Reference[], node: string): string {
  return `# Tradedesk contracts

HTTP contract ${versions.http} (OpenAPI 3.0) and realtime contract ${versions.realtime} (AsyncAPI 3 over socket.io).

| file | what it is |
| --- | --- |
| \`reference/index.html\` | start here: both references and the changelog, offline in any browser |
${references.map((reference) => `| \`reference/${reference.file}\` | ${reference.title} |`).join('\n')}
| \`openapi/dist/openapi.yaml\` | the HTTP contract, one self-contained file |
| \`asyncapi/dist/asyncapi.yaml\` | the realtime contract, one self-contained file |
| \`CHANGELOG.md\` | what changed in each version, and the versioning rules |
| \`${KIT_ENTRY}\` | the conformance kit (Node ${node}, nothing to install) |
| \`conformance/README.md\` | how to run the kit, read its report and wire it into CI |

Check a server against both contracts:

\`\`\`sh
npx --package ./${tarballName(versions)} ${KIT_COMMAND} --target https://staging.example.com/api --login qa@example.com:secret
# or, unpacked:
node package/${KIT_ENTRY} --target http://127.0.0.1:8000/api --token <session token>
\`\`\`

It writes \`conformance-report/\` (report.json, junit.xml, index.html) and exits 0 only when nothing violates the
contracts. \`--help\` lists every option; \`--include-writes\` places orders and withdrawals, \`--scenarios\` checks behaviour by moving money: staging and test accounts only.
`;
}
