export interface FlowNode {
  id: string;
  label: string;
  /** 0 for the first column, 1 for the next, and so on. */
  column: number;
  color: string;
}

export interface Flow {
  source: string;
  target: string;
  value: number;
}

export interface PlacedNode extends FlowNode {
  value: number;
  /** Top and bottom of the node, in the units of the values (0 at the top). */
  y0: number;
  y1: number;
}

export interface PlacedFlow extends Flow {
  sourceNode: PlacedNode;
  targetNode: PlacedNode;
  /** Where the band leaves its source and reaches its target, in value units. */
  sourceY0: number;
  sourceY1: number;
  targetY0: number;
  targetY1: number;
}

export interface SankeyLayout {
  nodes: PlacedNode[];
  flows: PlacedFlow[];
  /** The height of the tallest column, gaps included, in value units. */
  height: number;
  columns: number;
}

/**
 * Places the nodes of each column one under the other, `gap` value units apart, each as
 * tall as the larger of what flows in and what flows out, and centres shorter columns.
 * Bands leave and reach each node in the order of the `flows` array.
 */
export function layoutSankey(
  nodes: FlowNode[],
  flows: Flow[],
  gap: number,
): SankeyLayout {
  const total = (id: string, key: 'source' | 'target') =>
    flows
      .filter((flow) => flow[key] === id)
      .reduce((sum, flow) => sum + flow.value, 0);
  const columns = Math.max(...nodes.map((node) => node.column)) + 1;

  const columnHeights = Array.from({ length: columns }, (_, column) => {
    const members = nodes.filter((node) => node.column === column);
    const values = members.map((node) =>
      Math.max(total(node.id, 'source'), total(node.id, 'target')),
    );
    return (
      values.reduce((sum, value) => sum + value, 0) +
      gap * Math.max(0, members.length - 1)
    );
  });
  const height = Math.max(...columnHeights);

  const placed = new Map<string, PlacedNode>();
  for (let column = 0; column < columns; column += 1) {
    let y = (height - (columnHeights[column] ?? height)) / 2;
    nodes
      .filter((node) => node.column === column)
      .forEach((node) => {
        const value = Math.max(total(node.id, 'source'), total(node.id, 'target'));
        placed.set(node.id, { ...node, value, y0: y, y1: y + value });
        y += value + gap;
      });
  }

  const sourceOffset = new Map<string, number>();
  const targetOffset = new Map<string, number>();
  const placedFlows = flows.map((flow) => {
    const sourceNode = placed.get(flow.source);
    const targetNode = placed.get(flow.target);
    if (!sourceNode || !targetNode) {
      throw new Error(`Flow ${flow.source} → ${flow.target} names an unknown node.`);
    }
    const fromSource = sourceOffset.get(flow.source) ?? 0;
    const intoTarget = targetOffset.get(flow.target) ?? 0;
    sourceOffset.set(flow.source, fromSource + flow.value);
    targetOffset.set(flow.target, intoTarget + flow.value);
    return {
      ...flow,
      sourceNode,
      targetNode,
      sourceY0: sourceNode.y0 + fromSource,
      sourceY1: sourceNode.y0 + fromSource + flow.value,
      targetY0: targetNode.y0 + intoTarget,
      targetY1: targetNode.y0 + intoTarget + flow.value,
    };
  });

  return { nodes: [...placed.values()], flows: placedFlows, height, columns };
}

/** A band between two vertical segments, with S-shaped edges. Coordinates in pixels. */
export function bandPath(
  x0: number,
  y0a: number,
  y0b: number,
  x1: number,
  y1a: number,
  y1b: number,
) {
  const middle = (x0 + x1) / 2;
  return [
    `M${x0},${y0a}`,
    `C${middle},${y0a} ${middle},${y1a} ${x1},${y1a}`,
    `L${x1},${y1b}`,
    `C${middle},${y1b} ${middle},${y0b} ${x0},${y0b}`,
    'Z',
  ].join(' ');
}
