import type { ReactNode } from 'react';
import './card.css';

export interface CardProps {
  /** The picture that leads the card (`@gaido/ui/picture`): on top, or beside the words in a row. */
  picture?: ReactNode;
  /** The card's name, usually a link to its page: a heading one level below the one the cards sit under. */
  title: ReactNode;
  headingLevel?: 2 | 3 | undefined;
  /** One quiet line under the title: where, what kind ("Lisbon · Food"). */
  meta?: ReactNode;
  /** A sentence about it, which waits for its own page in a carousel and in a phone's row. */
  summary?: ReactNode;
  /** The rest: price, duration, rating. */
  children?: ReactNode;
  /** From 768 px a card; narrower, a compact row (the picture beside the words), several to a screen. */
  rowOnPhone?: boolean | undefined;
  className?: string | undefined;
}

/** A photo-led card: the picture, then the title, a meta line, a summary and what else it shows. */
export function Card({
  picture,
  title,
  headingLevel = 3,
  meta,
  summary,
  children,
  rowOnPhone = false,
  className,
}: CardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const classes = ['ui-card', rowOnPhone ? 'ui-card-row-on-phone' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes}>
      {picture && <div className="ui-card-picture">{picture}</div>}
      <div className="ui-card-body">
        <Title className="ui-card-title">{title}</Title>
        {meta && <p className="ui-card-meta">{meta}</p>}
        {summary && <p className="ui-card-summary">{summary}</p>}
        {children}
      </div>
    </article>
  );
}

export interface ListRowProps {
  /** A small picture at the row's start (decorative when the title names the same thing). */
  picture?: ReactNode;
  /** The row's name, usually a link. */
  title: ReactNode;
  /** The title's id, for what it names (`aria-labelledby` of the article around the row). */
  titleId?: string | undefined;
  /** A heading when the rows sit under one (`h2`, `h3`); plain words by default (a list of places). */
  titleAs?: 'h2' | 'h3' | 'span' | undefined;
  /** One quiet line under the title. */
  meta?: ReactNode;
  /** More lines under the meta (a status: "Open now"). */
  children?: ReactNode;
  /** At the row's end: an action or a value ("Show on map", "9 gems"). */
  trailing?: ReactNode;
  className?: string | undefined;
}

/** A compact row, as in a maps app's list: picture, title, a meta line, and something at the end. */
export function ListRow({
  picture,
  title,
  titleId,
  titleAs = 'span',
  meta,
  children,
  trailing,
  className,
}: ListRowProps) {
  const Title = titleAs;
  return (
    <div className={className ? `ui-row ${className}` : 'ui-row'}>
      {picture && <div className="ui-row-picture">{picture}</div>}
      <div className="ui-row-text">
        <Title id={titleId} className="ui-row-title">
          {title}
        </Title>
        {meta && <span className="ui-row-meta">{meta}</span>}
        {children}
      </div>
      {trailing && <div className="ui-row-trailing">{trailing}</div>}
    </div>
  );
}
