import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import Playground from '../components/Playground';

/**
 * The playground renders in the browser only: its state comes from the URL
 * query, which a pre-rendered page cannot know, and the calendar shows the
 * reader's current month.
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
        <BrowserOnly fallback={<p>Loading the playground…</p>}>
          {() => <Playground />}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
