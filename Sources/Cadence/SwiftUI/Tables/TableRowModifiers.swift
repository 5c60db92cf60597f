import Foundation

// The modifiers of a table's rows, as SwiftUI declares them on `TableRowContent`: each adds to
// every row it modifies what the view modifier of the same name adds to a view (a context
// menu, a drag source, a drop destination, a hover action), or keeps the rows from being
// selected.

/// Gives each row a context menu (`TableRowContent.contextMenu(menuItems:)`).
public struct _ContextMenuTableRowModifier<MenuItems: View>: _TableRowContentModifier {
  let menuItems: MenuItems

  /// The rows with the menu.
  public var body: some _TableRowContentModifier {
    let menuItems = menuItems
    return _TableRowEffectModifier { view, _ in AnyView(view.contextMenu { menuItems }) }
  }
}

/// Gives each row a context menu with a preview.
public struct _ContextMenuPreviewTableRowModifier<MenuItems: View, Preview: View>:
  _TableRowContentModifier
{
  let menuItems: MenuItems
  let preview: Preview

  /// The rows with the menu and its preview.
  public var body: some _TableRowContentModifier {
    let (menuItems, preview) = (menuItems, preview)
    return _TableRowEffectModifier { view, _ in
      AnyView(
        view.contextMenu {
          menuItems
        } preview: {
          preview
        })
    }
  }
}

/// Gives each row an item provider that a drag carries (`TableRowContent.itemProvider(_:)`).
public struct ItemProviderTableRowModifier: _TableRowContentModifier {
  let action: (() -> NSItemProvider?)?

  /// The rows as drag sources of the provider's items.
  public var body: some _TableRowContentModifier {
    let action = action
    return _TableRowEffectModifier { view, _ in AnyView(view.itemProvider(action)) }
  }
}

extension TableRowContent {
  /// Gives each row a context menu of `menuItems` (a host opens it with `contextMenu(on:)`).
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M)
    -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>>
  {
    ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
  }

  /// Gives each row a context menu of `menuItems`, previewed by `preview`.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> {
    ModifiedContent(
      content: self,
      modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
  }

  /// Lets a person drag each row, carrying the payload made when the drag begins.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some TableRowContent<TableRowValue>
  {
    _ChangedTableRows(base: self) { row in
      row.effects.append { view in AnyView(view.draggable(payload())) }
    }
  }

  /// Lets a person drop items of `payloadType` on each row: `action` gets the items loaded.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T]) -> Void
  ) -> some TableRowContent<TableRowValue> {
    _ChangedTableRows(base: self) { row in
      row.effects.append { view in
        AnyView(
          view.dropDestination(for: payloadType) { items, _ in
            action(items)
            return true
          })
      }
    }
  }

  /// Gives each row a drag source of the provider `action` makes (none when nil).
  public func itemProvider(_ action: (() -> NSItemProvider?)?)
    -> ModifiedContent<Self, ItemProviderTableRowModifier>
  {
    ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: action))
  }

  /// Calls `action` with true when the pointer enters a row, false when it leaves
  /// (`host.hover`).
  public func onHover(perform action: @escaping (Bool) -> Void)
    -> some TableRowContent<TableRowValue>
  {
    _ChangedTableRows(base: self) { row in
      row.effects.append { view in AnyView(view.onHover(perform: action)) }
    }
  }

  /// Keeps a tap from selecting the rows (they carry `selectionDisabled` = `true`).
  public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<TableRowValue> {
    _ChangedTableRows(base: self) { row in
      if isDisabled { row.selectable = false }
    }
  }
}
