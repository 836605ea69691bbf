import { describe, expect, it } from 'vitest';
import { linksInsidePack } from './pack-links.ts';

const PACKED = new Map([
  ['CHANGELOG.md', 'CHANGELOG.md'],
  ['openapi/dist/openapi.yaml', 'openapi/dist/openapi.yaml'],
]);
const packedReadme = (markdown: string) =>
  linksInsidePack(markdown, 'scripts/conformance/README.md', 'conformance/README.md', PACKED);

describe("the kit's README in the pack", () => {
  it("points a link to a file the pack holds at the pack's copy, its anchor and title kept", () => {
    expect(
      packedReadme('See [the changes](../../CHANGELOG.md#200 "versions") and [it](../../openapi/dist/openapi.yaml).'),
    ).toBe('See [the changes](../CHANGELOG.md#200 "versions") and [it](../openapi/dist/openapi.yaml).');
  });

  it('leaves addresses and anchors of the page as they are', () => {
    const text = '[site](https://example.com/a.md), [mail](mailto:qa@example.com), [below](#3-follow-the-versions)';
    expect(packedReadme(text)).toBe(text);
  });

  it('stops the packing at a link to a file the pack does not hold, naming it', () => {
    expect(() => packedReadme('[the mock](../../mock-server/README.md)')).toThrow(
      'scripts/conformance/README.md links to ../../mock-server/README.md (mock-server/README.md), which the pack does not hold',
    );
  });
});
