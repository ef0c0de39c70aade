import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function Playground(): ReactNode {
  return (
    <Layout title="Playground" description="Try DayPicker's options live.">
      <main className="container margin-vert--lg">
        <h1>Playground</h1>
        <p>The playground is being built.</p>
      </main>
    </Layout>
  );
}
