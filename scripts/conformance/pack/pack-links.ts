/**
 * A README as the pack holds it. The kit's README sits two folders deeper in this repository
 * (scripts/conformance/) than in the pack (conformance/), so its links to the repository's files would lead out of
 * the package: each link to a file the pack holds is pointed at the pack's copy, and a link to a file it does not
 * hold stops the packing, named, rather than ship a link that leads nowhere.
 */
import { posix } from 'node:path';

/** Where a Markdown link or image leads: `[text](target)`, the target without a title. */
const LINK = /(\]\()([^)\s]+)(\s+"[^"]*")?\)/g;
const leavesTheFiles = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#');

/**
 * `markdown`, found at `fromRepo` in the repository and placed at `toPack` in the pack, with its relative links
 * pointed inside the pack. `packed` maps each repository path the pack holds to its path in the pack.
 */
export function linksInsidePack(
  markdown: string,
  fromRepo: string,
  toPack: string,
  packed: ReadonlyMap<string, string>,
): string {
  return markdown.replace(LINK, (whole, open: string, target: string, title = '') => {
    if (leavesTheFiles(target)) return whole;
    const [path, anchor] = target.split(/(?=#)/);
    const inRepo = posix.normalize(posix.join(posix.dirname(fromRepo), path));
    const inPack = packed.get(inRepo);
    if (!inPack) throw new Error(`${fromRepo} links to ${target} (${inRepo}), which the pack does not hold`);
    return `${open}${posix.relative(posix.dirname(toPack), inPack)}${anchor ?? ''}${title})`;
  });
}
