/** One build of a project copy with `pages` generated pages added (npm run bench:scale). */
export interface ScaleBuild {
  pages: number;
  seconds: number;
  /** The build's peak resident memory, every thread's; NaN when the build died before reporting it. */
  peakMb: number;
  ok: boolean;
  failure?: string;
}

/** A measured project's builds: cold (its node_modules/.cache emptied first) and warm (the caches of the cold build kept), per page count. */
export interface ScaleProject {
  name: string;
  cold: ScaleBuild[];
  warm: ScaleBuild[];
}

const STARTS = ['cold', 'warm'] as const;

/** The smallest page count measured: what every other count is compared with. */
const smallest = (builds: ScaleBuild[]) =>
  builds.reduce<ScaleBuild | undefined>((low, build) => (low && low.pages <= build.pages ? low : build), undefined);
const largest = (builds: ScaleBuild[]) =>
  builds.reduce<ScaleBuild | undefined>((high, build) => (high && high.pages >= build.pages ? high : build), undefined);

/** Milliseconds each page added from the smallest count to `pages` costs, or undefined when either build failed. */
export function msPerAddedPage(builds: ScaleBuild[], pages: number): number | undefined {
  const from = smallest(builds);
  const to = builds.find((build) => build.pages === pages);
  if (!from?.ok || !to?.ok || to.pages === from.pages) return undefined;
  return ((to.seconds - from.seconds) * 1000) / (to.pages - from.pages);
}

/**
 * Megabytes of peak memory each page added from the next-to-largest count to the largest costs (what memory does as a
 * large site grows: a small site builds in one process, a large one beside it), or undefined when either did not report.
 */
export function mbPerAddedPage(builds: ScaleBuild[]): number | undefined {
  const to = largest(builds);
  const from = largest(builds.filter((build) => build.pages !== to?.pages));
  if (!from || !to || to.pages === from.pages || Number.isNaN(from.peakMb) || Number.isNaN(to.peakMb)) return undefined;
  return (to.peakMb - from.peakMb) / (to.pages - from.pages);
}

/** This tree's figure over the other's: above 1, this tree costs more. */
export function ratio(mine: number | undefined, theirs: number | undefined): number | undefined {
  return mine === undefined || theirs === undefined || theirs === 0 ? undefined : mine / theirs;
}

const figure = (value: number | undefined, digits: number, unit = '') =>
  value === undefined ? '–' : `${value.toFixed(digits)}${unit}`;
const seconds = (build: ScaleBuild | undefined) =>
  !build ? '–' : build.ok ? `${build.seconds.toFixed(1)} s` : `failed after ${build.seconds.toFixed(1)} s`;
const megabytes = (build: ScaleBuild | undefined) =>
  !build || Number.isNaN(build.peakMb) ? '–' : `${build.peakMb.toFixed(0)} MB`;

/**
 * The bench's two tables: every build (wall time and peak memory, cold and warm), then what each added page costs,
 * per project and start, with a row of ratios of the first project (this tree) to each other one.
 * `ownPages` is the site's own page count, shown beside each added count.
 */
export function scaleTables(projects: ScaleProject[], ownPages: number): string {
  const counts = [
    ...new Set(projects.flatMap((project) => [...project.cold, ...project.warm].map((build) => build.pages))),
  ].sort((a, b) => a - b);
  const [low, ...higher] = counts;
  const builds = projects.flatMap((project) =>
    counts.map((pages) => {
      const [cold, warm] = STARTS.map((start) => project[start].find((build) => build.pages === pages));
      return `| ${project.name} | ${pages} (${pages + ownPages}) | ${seconds(cold)} | ${seconds(warm)} | ${megabytes(cold)} | ${megabytes(warm)} |`;
    }),
  );
  const costs = (project: ScaleProject, start: (typeof STARTS)[number]) => [
    ...higher.map((pages) => msPerAddedPage(project[start], pages)),
    mbPerAddedPage(project[start]),
  ];
  const costRow = (name: string, values: (number | undefined)[]) =>
    `| ${name} | ${values
      .slice(0, -1)
      .map((value) => figure(value, 0, ' ms'))
      .join(' | ')} | ${figure(values.at(-1), 2, ' MB')} |`;
  const [mine, ...others] = projects;
  const perPage = projects.flatMap((project) =>
    STARTS.map((start) => costRow(`${project.name}, ${start}`, costs(project, start))),
  );
  const ratios = mine
    ? others.flatMap((other) =>
        STARTS.map((start) => {
          const values = costs(mine, start).map((value, index) => ratio(value, costs(other, start)[index]));
          return `| ${mine.name} ÷ ${other.name}, ${start} | ${values.map((value) => figure(value, 2, '×')).join(' | ')} |`;
        }),
      )
    : [];
  const table = [
    '| project | added pages (site pages) | cold | warm | peak memory, cold | peak memory, warm |',
    '| --- | --- | --- | --- | --- | --- |',
    ...builds,
  ];
  // One page count has nothing to compare with.
  if (higher.length === 0) return table.join('\n');
  return [
    ...table,
    '',
    `| project, start | ${higher.map((pages) => `ms per added page, ${low}→${pages}`).join(' | ')} | MB per added page, ${counts.at(-2)}→${counts.at(-1)} |`,
    `| --- | ${higher.map(() => '---').join(' | ')} | --- |`,
    ...perPage,
    ...ratios,
  ].join('\n');
}
