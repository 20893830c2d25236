import { useEffect, useState } from 'react';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { MenuDialog, type MenuLink, type StorageUsage } from '../components/MenuDialog/MenuDialog';
import { useDataSource } from './DataSourceContext';

export interface SideMenuProps {
  links: readonly MenuLink[];
}

function Menu({ links }: SideMenuProps) {
  const data = useDataSource();
  const [storage, setStorage] = useState<StorageUsage | null | undefined>(undefined);
  useEffect(() => data.watchStorageUsage(setStorage), [data]);
  return <MenuDialog links={links} storage={storage} />;
}

/** The header's side menu island: navigation and how much the saved runs occupy. */
export function SideMenu({ links }: SideMenuProps) {
  return (
    <ErrorBoundary fallback={null}>
      <Menu links={links} />
    </ErrorBoundary>
  );
}

export default SideMenu;
