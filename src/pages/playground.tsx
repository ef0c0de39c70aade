import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import LiveIsland from '../components/LiveIsland';
import Playground from '../components/Playground';

/**
 * The playground is pre-rendered with DayPicker's defaults, so the page has
 * its final layout before any script runs. Its state comes from the URL
 * query and its calendar shows the reader's month, neither of which the
 * pre-rendered page can know: it goes live right after hydration, in one
 * swap (see LiveIsland).
 */
export default function PlaygroundPage(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Configure DayPicker's options, see the calendar update live, and copy the code.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Playground</Heading>
        <p>
          Try DayPicker’s options, use the calendar, and copy the code. The
          address keeps every option, so you can share what you see.
        </p>
        <LiveIsland when="hydrated" fallback={null}>
          <Playground />
        </LiveIsland>
      </main>
    </Layout>
  );
}
