import { Fragment, type ReactNode } from "react";

/** A dictionary's text where a placeholder stands for a link or another element: "{link} and choose an album." */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : piece}</Fragment>;
  });
}
