import { expect, test } from '../support/test';
import { inRuns, routeVisits, walkOrder } from '../support/app-routes';
import { seriousViolations } from '../support/axe';
import { coveredControls, splitFigures } from '../support/covered';
import { openWalker, walkTo, type Walker } from '../support/route-walk';

/**
 * Japanese walks on the narrowest phone the app is made for (320 px, where its longer words and wider glyphs
 * overflow first), where every control must also be within reach; English on the project's 390 px.
 */
const LANGUAGES = [
  { language: 'jp', width: 320 },
  { language: 'en', width: undefined },
] as const;
/** Runs of the walk per language: each run is one page on one worker, and the runs share the two workers. */
const RUNS = 4;

/**
 * Every route of the route tree, signed in, in Japanese and in English, against what the suite serves (the
 * production build by default): the page shows text where it was asked for, logs no error, has no request fail,
 * and axe-core finds no serious or critical accessibility violation; at 320 px no control is out of reach (drawn
 * over by a bar or a neighbour, beyond any scroll, cut by the screen's edge), the page never scrolls sideways and no
 * figure is broken over two lines. A chunk that never evaluates in the build leaves a page blank and silent; this
 * is where that shows.
 * The routes are walked as a user taps through the app: one signed-in page per run goes from route to route, each
 * route its own test, in an order where no screen follows itself. A failing route closes its page; the next route
 * opens a new one.
 */
for (const { language, width } of LANGUAGES) {
  inRuns(walkOrder(routeVisits()), RUNS).forEach((run, index) => {
    test.describe(`walk ${index + 1} of ${RUNS} in ${language}${width ? ` at ${width} px` : ''}`, () => {
      // one page walks the run's routes in order
      test.describe.configure({ mode: 'default' });
      let walker: Walker | undefined;
      test.beforeAll(async ({ browser }, testInfo) => {
        walker = await openWalker(browser, testInfo, language, width);
      });
      test.afterAll(async () => walker?.close());

      for (const visit of run)
        test(`${visit.label} in ${language} renders with no error and no serious accessibility violation`, async () => {
          await walkTo(walker!, visit);
          expect(walker!.problems, 'errors logged and requests failed').toEqual([]);
          expect(await seriousViolations(walker!.page), 'serious and critical accessibility violations').toEqual([]);
          if (width) {
            expect(await coveredControls(walker!.page), `controls out of reach at ${width} px`).toEqual([]);
            expect(await splitFigures(walker!.page), `figures broken over two lines at ${width} px`).toEqual([]);
          }
        });
    });
  });
}
