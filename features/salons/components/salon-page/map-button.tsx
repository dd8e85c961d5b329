'use client';
// 'Haritada Gör': the button is part of the page, the dialog (and its map) is fetched when
// first opened. Meanwhile the button shows it is busy, as 'Yorum Ekle' does (seconds on a slow
// connection, where a silent button reads as broken: issue 24, item 21); a download that fails
// says so in a toast and leaves the page as it was ('Tekrar dene', or clicking again, tries
// again); in a tab older than the last deploy the page reloads (components/ui/load-on-demand.ts).
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Loader2, Map as MapIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLoadOnDemand } from '@/components/ui/use-load-on-demand';
import type { MapPlace } from './map-links';

const loadMapDialog = () => import('./map-dialog');
const MapDialog = dynamic(() => loadMapDialog().then((m) => m.MapDialog), { ssr: false });

export function MapButton({ place }: { place: MapPlace }) {
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const { loading, load } = useLoadOnDemand();

  async function openMap() {
    if (!(await load(loadMapDialog, { title: 'Harita yüklenemedi', retry: () => void openMap() }))) return;
    setWasOpened(true);
    setOpen(true);
  }

  return (
    <>
      <Button variant="outline" size="lg" aria-haspopup="dialog" aria-busy={loading} onClick={() => void openMap()}>
        {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MapIcon aria-hidden="true" />}
        Haritada Gör
        {loading ? <span className="sr-only">Yükleniyor...</span> : null}
      </Button>
      {wasOpened ? <MapDialog place={place} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
