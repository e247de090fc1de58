import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalUrl, isServerPath } from '../lib/server-paths';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

/**
 * A link to any destination: router links for our screens, full document loads for paths the
 * server handles, plain anchors for other sites (site config may point anywhere).
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  if (isExternalUrl(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} reloadDocument={isServerPath(to)} {...rest}>
      {children}
    </Link>
  );
}
