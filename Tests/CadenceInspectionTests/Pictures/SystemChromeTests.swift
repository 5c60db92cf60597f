import Cadence
import CadenceInspection
import CadenceTesting
import Foundation
import Testing

/// A tab with a navigation stack around a list: what iOS draws around the views (the bar
/// and its title, the list's cells, separators and chevrons, the tab bar) and the symbols.
private struct Market: View {
  var body: some View {
    TabView {
      NavigationStack {
        List {
          Section("Fruits") {
            NavigationLink("Apple") { Text("A") }
            Label("Pear", systemImage: "star.fill")
            Label("Fig", systemImage: "wand.and.rays")
          }
        }
        .navigationTitle("Market")
      }
      .tabItem { Label("Home", systemImage: "house") }
      Text("Two").tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

@MainActor
@Suite("System chrome in pictures")
struct SystemChromeTests {
  fileprivate let host = ViewHost(Market(), size: CGSize(width: 255, height: 420))

  @Test("the terminal picture shows the title, the chevron, the symbols and the tab bar")
  func terminal() {
    let picture = TerminalPicture(screenSize: host.size).render(host.snapshot())
    #expect(
      picture == """
                                      
                                      
                                      
          Market                      
                                      
          FRUITS                      
                                      
          Apple                    ›  
                                      
           ★  Pear                    
                                      
           ◆  Fig                     
                                      
                                      
                                      
                                      
                                      
        ──────────────────────────────
             ⌂ Home       ⚙ Settings  
                                      

        """)
  }

  @Test("the SVG picture draws the bar, the cells, separators, chevron, tab bar and symbols")
  func svg() {
    let svg = SnapshotSVG(screenSize: host.size).document(host.snapshot())
    // The large title, over the list's grouped background.
    #expect(svg.contains(">Market</text>"))
    #expect(svg.contains("font-size=\"34\" font-weight=\"bold\""))
    #expect(svg.contains("fill=\"#f2f2f7\""))
    // Three cells, a separator between each two, one chevron (the navigation link's).
    #expect(svg.components(separatedBy: "fill=\"#ffffff\"/>").count - 1 >= 3)
    #expect(svg.components(separatedBy: "stroke=\"#c6c6c8\" stroke-width=\"0.5\"").count - 1 == 3)
    #expect(svg.components(separatedBy: "<title>chevron.right</title>").count - 1 == 1)
    // Symbols: outlines named in the picture; one without an outline says its name.
    #expect(svg.contains("<title>star.fill</title>"))
    #expect(svg.contains("<title>house</title>"))
    #expect(svg.contains("<title>gear</title>"))
    #expect(svg.contains(">wand.and.r</text>"))
    // The unselected tab is grey, the selected one the accent colour.
    #expect(
      svg.contains("fill=\"#8e8e93\" stroke=\"#8e8e93\"") || svg.contains("stroke=\"#8e8e93\""))
    #expect(svg.contains("stroke=\"#007aff\""))
  }
}

/// A stack whose toolbar has items in the navigation bar and the bottom toolbar.
private struct Notes: View {
  var body: some View {
    NavigationStack {
      List { Text("Groceries") }
        .navigationTitle("Notes")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Edit") {} }
          ToolbarItem(placement: .primaryAction) { Button("New") {} }
          ToolbarItem(placement: .status) { Text("1 note") }
        }
    }
  }
}

@MainActor
@Suite("Toolbars in pictures")
struct ToolbarPictureTests {
  fileprivate let host = ViewHost(Notes(), size: CGSize(width: 255, height: 420))

  @Test("the terminal picture shows the items in the bar's row and the bottom toolbar")
  func terminal() {
    let picture = TerminalPicture(screenSize: host.size).render(host.snapshot())
    #expect(
      picture == """
                                      
         [Edit]                 [New] 
                                      
          Notes                       
                                      
          Groceries                   
                                      
                                      
                                      
                                      
                                      
                                      
                                      
                                      
                                      
                                      
                                      
        ──────────────────────────────
                    1 note            
                                      

        """)
  }

  @Test("the SVG picture draws the bottom toolbar's material under its items")
  func svg() {
    let svg = SnapshotSVG(screenSize: host.size).document(host.snapshot())
    #expect(svg.contains("<rect y=\"376\" width=\"255\" height=\"44\" fill=\"#f9f9f9\""))
  }
}
