import { readFileSync } from 'node:fs';
import path from 'node:path';
import { metrics } from './metrics';

// The Grafana dashboard (deploy/grafana/tavola.json) and the README's alerts query these series:
// a renamed metric must not leave a panel or an alert empty.
describe('the dashboard and the alerts', () => {
  const registered = new Set(
    metrics()
      .registry.getMetricsAsArray()
      .map((metric) => metric.name),
  );
  const namesIn = (text: string) =>
    new Set(
      [...text.matchAll(/\btavola_\w+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')),
    );

  it.each([
    ['deploy/grafana/tavola.json', /[\s\S]*/],
    ['README.md', /## Monitoring[\s\S]*?(?=\n## )/],
  ])('%s names only metrics the site exports', (file, part) => {
    const text = readFileSync(path.join(process.cwd(), file), 'utf8').match(part)![0];
    const names = [...namesIn(text)];
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !registered.has(name))).toEqual([]);
  });
});
